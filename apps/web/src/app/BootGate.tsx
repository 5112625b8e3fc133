import { useBoot } from '@portal/react'
import type { ReactNode } from 'react'
import { BlockedScreen } from '../boot/BlockedScreen'
import { BootFailedScreen } from '../boot/BootFailedScreen'
import { LoadingScreen } from '../boot/LoadingScreen'
import { MaintenanceScreen } from '../boot/MaintenanceScreen'
import { customerServiceUrl, openCustomerService } from '../components/resources/customerService'

/** Spec §4 "System status at startup": the portal itself renders only once the status says it may run. */
export function BootGate({ children }: { children: ReactNode }) {
  const view = useBoot()
  const { retry } = view
  const supportUrl = customerServiceUrl(view.resources)
  const contactSupport = supportUrl ? () => openCustomerService(supportUrl) : undefined
  switch (view.status) {
    case 'loading':
      return <LoadingScreen />
    case 'maintenance':
      return <MaintenanceScreen end={view.maintenanceEnd} onContactSupport={contactSupport} />
    case 'blocked':
      return <BlockedScreen ip={view.ip} onContactSupport={contactSupport} />
    case 'failed':
      return <BootFailedScreen onRetry={retry} />
    case 'ready':
      return children
  }
}
