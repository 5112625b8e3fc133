import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function LoginPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="lock"
      blurb={msg`Sign in with your username or your mobile number.`}
    />
  )
}
