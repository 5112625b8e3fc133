import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function RegisterPage({ route }: PageProps) {
  return (
    <ComingSoonPage title={route.title} icon="sparkles" blurb={msg`Create your account in under a minute.`} />
  )
}
