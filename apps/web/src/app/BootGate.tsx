import { useBoot } from '@portal/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { BootFailedScreen } from '../boot/BootFailedScreen'
import { LoadingScreen } from '../boot/LoadingScreen'
import { customerServiceUrl, openCustomerService } from '../components/resources/customerService'

// The server answered but keeps the portal closed: rare screens, loaded then. The failure screen stays in the
// first page, as the network that failed the status call may fail a download too.
const MaintenanceScreen = lazy(() =>
  import('../boot/MaintenanceScreen').then(({ MaintenanceScreen }) => ({ default: MaintenanceScreen })),
)
const BlockedScreen = lazy(() =>
  import('../boot/BlockedScreen').then(({ BlockedScreen }) => ({ default: BlockedScreen })),
)
const InvalidDomainScreen = lazy(() =>
  import('../boot/InvalidDomainScreen').then(({ InvalidDomainScreen }) => ({ default: InvalidDomainScreen })),
)

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
      return (
        <Suspense fallback={<LoadingScreen />}>
          <MaintenanceScreen end={view.maintenanceEnd} onContactSupport={contactSupport} />
        </Suspense>
      )
    case 'blocked':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <BlockedScreen ip={view.ip} onContactSupport={contactSupport} />
        </Suspense>
      )
    case 'invalidDomain':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <InvalidDomainScreen domain={view.domain} onContactSupport={contactSupport} />
        </Suspense>
      )
    case 'failed':
      return <BootFailedScreen onRetry={retry} />
    case 'ready':
      return children
  }
}
