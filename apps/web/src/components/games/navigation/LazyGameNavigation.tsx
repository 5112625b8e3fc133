import { lazy } from 'react'
import { settleRank, WhenPageSettled } from '../../../platform/pageSettled'
import { navOverflow } from '../../MainNav/navOverflow'

// The catalogue and the vendor carousel load once the page has settled (the header's rank, before anything
// else waits its turn); until then the navigation shows Home only, as it would before the vendor list answers.
// With them the bar's More menu: a category shown before the bar could fold it ran off a phone's screen.
const GameNavigation = lazy(() =>
  Promise.all([import('./GameNavigation'), navOverflow.preload()]).then(([module]) => module),
)

/** The header's game categories (the `<li>`s after Home). */
export function LazyGameNavigation() {
  return (
    <WhenPageSettled rank={settleRank.header}>
      <GameNavigation />
    </WhenPageSettled>
  )
}
