import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect } from 'react'
import { brand } from '../../brand'
import { settleRank, usePageSettled } from '../../platform/pageSettled'
import styles from './HomePage.module.css'
import { SectionsSkeleton, TopSkeleton } from './HomeSkeletons'

// The carousels (embla) and everything below the banner are their own chunk, outside the first page's budget;
// skeletons of the same size hold their place, so nothing moves when they arrive.
const HomeTop = lazy(() => import('./HomeTop'))
const loadSections = () => import('./HomeSections')
const HomeSections = lazy(loadSections)

export default function HomePage() {
  // The sections under the banner render once the first page has settled, in a task of their own: with the
  // banner's they made the first page's longest task. Their skeleton holds the same box meanwhile.
  const settled = usePageSettled(settleRank.homeSections)
  // Their chunk downloads meanwhile, so it is there when they render.
  useEffect(() => void loadSections().catch(() => undefined), [])
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        <Trans>Welcome to {brand.name}</Trans>
      </h1>
      <Suspense fallback={<TopSkeleton />}>
        <HomeTop />
      </Suspense>
      <Suspense fallback={<SectionsSkeleton />}>{settled ? <HomeSections /> : <SectionsSkeleton />}</Suspense>
    </div>
  )
}
