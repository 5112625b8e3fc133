import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function ForgotPasswordPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="lock"
      blurb={msg`Reset your password by e-mail or with a code sent to your phone.`}
    />
  )
}
