import { lazy, Suspense } from 'react'
import { settleRank, usePageSettled } from '../../platform/pageSettled'

const SiteFooter = lazy(() => import('./SiteFooter'))

/**
 * The footer starts below the fold (the main area is at least a screen tall), so it waits for the first page to
 * settle: its download and its render stay out of the first screen's tasks. This small chunk holds the waiting,
 * out of the first page's budget.
 */
export default function SiteFooterWhenSettled() {
  return usePageSettled(settleRank.footer) ? (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  ) : null
}
