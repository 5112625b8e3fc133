import { useBoot } from '@portal/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { BootFailedScreen } from '../boot/BootFailedScreen'
import { LoadingScreen } from '../boot/LoadingScreen'
import { customerServiceUrl, openCustomerService } from '../components/resources/customerService'

// The server answered but keeps the portal closed: rare screens, loaded then. The failure screen stays in the
// first page, as the network that failed the status call may fail a download too.
const ClosedPortalScreen = lazy(() => import('../boot/ClosedPortalScreen'))

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
    case 'blocked':
    case 'invalidDomain':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <ClosedPortalScreen view={view} onContactSupport={contactSupport} />
        </Suspense>
      )
    case 'failed':
      return <BootFailedScreen onRetry={retry} />
    case 'ready':
      return children
  }
}
