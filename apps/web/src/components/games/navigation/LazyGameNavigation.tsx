import { lazy, Suspense } from 'react'

// The catalogue and the vendor carousel load after the first paint; until then the navigation shows Home only,
// as it would before the vendor list answers.
const GameNavigation = lazy(() => import('./GameNavigation'))

/** The header's game categories (the `<li>`s after Home). */
export function LazyGameNavigation() {
  return (
    <Suspense fallback={null}>
      <GameNavigation />
    </Suspense>
  )
}
