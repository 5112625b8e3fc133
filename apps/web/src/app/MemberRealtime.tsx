import { useSession } from '@portal/react'
import { lazy, Suspense } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary'

const PortalRealtime = lazy(() =>
  import('./PortalRealtime').then(({ PortalRealtime }) => ({ default: PortalRealtime })),
)
const PaymentConfirmationDialog = lazy(
  () => import('../components/PaymentConfirmation/PaymentConfirmationDialog'),
)
const RedEnvelopeDialog = lazy(() => import('../components/RedEnvelope/RedEnvelopeDialog'))
const ContractPrompt = lazy(() => import('../components/Contracts/ContractPrompt'))

/**
 * The real-time channel is the signed-in member's alone, so its flow and STOMP client load only once a member
 * is signed in: a visitor's first page never downloads them. If that code cannot be loaded the session goes on
 * without pushes (the balance and inbox still refresh when asked), so the failure shows nothing.
 */
export function MemberRealtime() {
  const [session] = useSession()
  if (!session.account) return null
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <PortalRealtime />
        <PaymentConfirmationDialog />
        <RedEnvelopeDialog />
        <ContractPrompt />
      </Suspense>
    </ErrorBoundary>
  )
}
