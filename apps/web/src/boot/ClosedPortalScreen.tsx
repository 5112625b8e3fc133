import type { BootView } from '@portal/core'
import { BlockedScreen } from './BlockedScreen'
import { InvalidDomainScreen } from './InvalidDomainScreen'
import { MaintenanceScreen } from './MaintenanceScreen'

/**
 * The screen of a portal the server keeps closed (spec §4 "System status at startup"): rare, so the three come
 * in one chunk, loaded only then.
 */
export default function ClosedPortalScreen({
  view,
  onContactSupport,
}: {
  view: BootView
  onContactSupport: (() => void) | undefined
}) {
  switch (view.status) {
    case 'maintenance':
      return <MaintenanceScreen end={view.maintenanceEnd} onContactSupport={onContactSupport} />
    case 'blocked':
      return <BlockedScreen ip={view.ip} onContactSupport={onContactSupport} />
    case 'invalidDomain':
      return <InvalidDomainScreen domain={view.domain} onContactSupport={onContactSupport} />
    default:
      return null
  }
}
