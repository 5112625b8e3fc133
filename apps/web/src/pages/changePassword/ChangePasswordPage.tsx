import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function ChangePasswordPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="lock"
      blurb={msg`Keep your account safe with a strong new password.`}
    />
  )
}
