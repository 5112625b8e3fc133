import { Trans } from '@lingui/react/macro'
import { BootScreen } from '../components/BootScreen/BootScreen'
import { ContactSupportButton } from './ContactSupportButton'

interface InvalidDomainScreenProps {
  /** The address the domain check judged, as the server saw it, for customer service. */
  domain: string | null
  /** Absent when the brand has no customer-service channel. */
  onContactSupport: (() => void) | undefined
}

/** The domain check's verdict (spec §7 `/wps/system/domainRoute`, §8 "Domain check invalid"). */
export function InvalidDomainScreen({ domain, onContactSupport }: InvalidDomainScreenProps) {
  return (
    <BootScreen
      icon="globe"
      title={<Trans>Invalid URL</Trans>}
      message={<Trans>This address is not one of ours. Please contact customer service.</Trans>}
      // One line of text (the detail lays its parts out apart); an address reads left to right in Arabic too.
      detail={
        domain && (
          <span>
            <Trans>
              Address: <bdi dir="ltr">{domain}</bdi>
            </Trans>
          </span>
        )
      }
    >
      <ContactSupportButton onContact={onContactSupport} />
    </BootScreen>
  )
}
