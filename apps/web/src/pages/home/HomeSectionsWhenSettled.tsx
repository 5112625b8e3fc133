import { lazy, Suspense, useEffect } from 'react'
import { settleRank, usePageSettled } from '../../platform/pageSettled'
import { SectionsSkeleton } from './HomeSkeletons'

const loadSections = () => import('./HomeSections')
const HomeSections = lazy(loadSections)

/**
 * The sections under the banner, once the first page has settled, in a task of their own: with the banner's they
 * made the first page's longest task. The skeleton holds their box meanwhile. This small chunk holds the
 * waiting, out of the first page's budget and of the sections' group.
 */
export default function HomeSectionsWhenSettled() {
  const settled = usePageSettled(settleRank.homeSections)
  // Their chunk downloads meanwhile, so it is there when they render.
  useEffect(() => void loadSections().catch(() => undefined), [])
  return settled ? (
    <Suspense fallback={<SectionsSkeleton />}>
      <HomeSections />
    </Suspense>
  ) : (
    <SectionsSkeleton />
  )
}
