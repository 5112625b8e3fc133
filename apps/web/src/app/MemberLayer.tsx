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

/** The signed-in member's real-time channel and the dialogs it raises (MemberRealtime loads this chunk). */
export default function MemberLayer() {
  return (
    <>
      <OnItsOwn part={PortalRealtime} />
      <OnItsOwn part={PaymentConfirmationDialog} />
      <OnItsOwn part={RedEnvelopeDialog} />
      <OnItsOwn part={ContractPrompt} />
    </>
  )
}
