import { lazy } from 'react'
import { settleRank, WhenPageSettled } from '../../../platform/pageSettled'

// The catalogue and the vendor carousel load once the page has settled (the header's rank, before anything
// else waits its turn); until then the navigation shows Home only, as it would before the vendor list answers.
const GameNavigation = lazy(() => import('./GameNavigation'))

/** The header's game categories (the `<li>`s after Home). */
export function LazyGameNavigation() {
  return (
    <WhenPageSettled rank={settleRank.header}>
      <GameNavigation />
    </WhenPageSettled>
  )
}
