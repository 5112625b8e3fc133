import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AuthPageLayout } from '../../components/AuthPageLayout/AuthPageLayout'
import type { PageProps } from '../pageTypes'
import { ForgotPasswordPanel } from './ForgotPasswordPanel'

/** /forgotPassword (spec §2, an auth page without header or footer): the forgot-password flow, as /login. */
export default function ForgotPasswordPage({ route }: PageProps) {
  const { _ } = useLingui()
  return (
    <AuthPageLayout
      bannerGroup="w_forget"
      title={_(route.title)}
      tagline={<Trans>Locked out? You will be back in the game in a minute.</Trans>}
    >
      <ForgotPasswordPanel />
    </AuthPageLayout>
  )
}
