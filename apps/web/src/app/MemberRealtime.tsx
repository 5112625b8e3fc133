import { useSession } from '@portal/react'
import { type ComponentType, lazy, Suspense } from 'react'
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
 * Each part on its own: one boundary around them all held the channel's view back until every chunk had
 * loaded, while the channel itself was already connected — a notice arriving in between had no one to show it.
 * If a part cannot be loaded the session goes on without it (the balance and inbox still refresh when asked).
 */
function OnItsOwn({ part: Part }: { part: ComponentType }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  )
}

/**
 * The real-time channel is the signed-in member's alone, so its flow and STOMP client load only once a member
 * is signed in: a visitor's first page never downloads them.
 */
export function MemberRealtime() {
  const [session] = useSession()
  if (!session.account) return null
  return (
    <>
      <OnItsOwn part={PortalRealtime} />
      <OnItsOwn part={PaymentConfirmationDialog} />
      <OnItsOwn part={RedEnvelopeDialog} />
      <OnItsOwn part={ContractPrompt} />
    </>
  )
}
