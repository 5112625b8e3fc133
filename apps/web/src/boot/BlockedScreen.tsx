import { Trans } from '@lingui/react/macro'
import { BootScreen } from '../components/BootScreen/BootScreen'
import { ContactSupportButton } from './ContactSupportButton'

interface BlockedScreenProps {
  /** The visitor's IP as the server saw it. */
  ip: string | null
  /** Absent when the brand has no customer-service channel. */
  onContactSupport: (() => void) | undefined
}

/** The region-restriction screen (spec §4 status 2, §8 "Region block"). */
export function BlockedScreen({ ip, onContactSupport }: BlockedScreenProps) {
  return (
    <BootScreen
      icon="shield"
      title={<Trans>Access restricted</Trans>}
      message={<Trans>Our service is not available in your region.</Trans>}
      detail={ip && <Trans>Your IP: {ip}</Trans>}
    >
      <ContactSupportButton onContact={onContactSupport} />
    </BootScreen>
  )
}
