import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AuthPageLayout } from '../../components/AuthPageLayout/AuthPageLayout'
import type { PageProps } from '../pageTypes'
import { ChangePasswordPanel } from './ChangePasswordPanel'

/** /changePassword (spec §2, an auth page): forced after login, or chosen by a signed-in member. */
export default function ChangePasswordPage({ route }: PageProps) {
  const { _ } = useLingui()
  return (
    <AuthPageLayout
      title={_(route.title)}
      tagline={<Trans>A strong password keeps your wallet and winnings yours.</Trans>}
    >
      <ChangePasswordPanel />
    </AuthPageLayout>
  )
}
