import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { AuthPageLayout } from '../../components/AuthPageLayout/AuthPageLayout'
import type { PageProps } from '../../router/pageTypes'
import { ChangePasswordPanel } from './ChangePasswordPanel'

/**
 * The password a forced change at login was asked with travels in history state (pages/login/LoginForm), never
 * in storage. Read once, when the page mounts: the panel's flow is created with it.
 */
function handedOldPassword(): string | undefined {
  const state: unknown = history.state
  if (typeof state !== 'object' || state === null || !('oldPassword' in state)) return undefined
  return typeof state.oldPassword === 'string' && state.oldPassword !== '' ? state.oldPassword : undefined
}

/** /changePassword (spec §2, an auth page): forced after login, or chosen by a signed-in member. */
export default function ChangePasswordPage({ route }: PageProps) {
  const { _ } = useLingui()
  const [oldPassword] = useState(handedOldPassword)
  return (
    <AuthPageLayout
      title={_(route.title)}
      tagline={<Trans>A strong password keeps your wallet and winnings yours.</Trans>}
    >
      <ChangePasswordPanel oldPassword={oldPassword} />
    </AuthPageLayout>
  )
}
