import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AuthPageLayout } from '../../components/AuthPageLayout/AuthPageLayout'
import { useLeaveWhenSignedIn } from '../../components/AuthPageLayout/useLeaveWhenSignedIn'
import type { PageProps } from '../pageTypes'
import { RegisterPanel } from './RegisterPanel'

/** /register (spec §2, an auth page without header or footer): the register flow beside the brand panel. */
export default function RegisterPage({ route }: PageProps) {
  const { _ } = useLingui()
  useLeaveWhenSignedIn()
  return (
    <AuthPageLayout
      bannerGroup="w_register"
      title={_(route.title)}
      tagline={<Trans>Join in under a minute and claim your welcome rewards.</Trans>}
    >
      <RegisterPanel />
    </AuthPageLayout>
  )
}
