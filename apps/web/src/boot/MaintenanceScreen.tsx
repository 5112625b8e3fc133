import { Trans } from '@lingui/react/macro'
import { BootScreen } from '../components/BootScreen/BootScreen'
import { Icon } from '../components/Icon/Icon'
import { useFormatters } from '../i18n/useFormatters'
import { ContactSupportButton } from './ContactSupportButton'

interface MaintenanceScreenProps {
  /** When maintenance ends (ISO 8601), if the server said. */
  end: string | null
  /** Absent when the brand has no customer-service channel. */
  onContactSupport: (() => void) | undefined
}

export function MaintenanceScreen({ end, onContactSupport }: MaintenanceScreenProps) {
  const { dateTime } = useFormatters()
  const endTime = end ? dateTime(end) : null
  return (
    <BootScreen
      icon="wrench"
      title={<Trans>System maintenance</Trans>}
      message={<Trans>We are upgrading the platform to serve you better. Please come back soon.</Trans>}
      detail={
        endTime && (
          <>
            <Icon name="clock" size={18} />
            <Trans>Expected to end at {endTime}</Trans>
          </>
        )
      }
    >
      <ContactSupportButton onContact={onContactSupport} />
    </BootScreen>
  )
}
