import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { brand } from '../../brand'
import styles from './HomePage.module.css'
import { SectionsSkeleton, TopSkeleton } from './HomeSkeletons'

// The carousels (embla) and everything below the banner are their own chunk, outside the first page's budget;
// skeletons of the same size hold their place, so nothing moves when they arrive.
const HomeTop = lazy(() => import('./HomeTop'))
const HomeSections = lazy(() => import('./HomeSectionsWhenSettled'))

export default function HomePage() {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        <Trans>Welcome to {brand.name}</Trans>
      </h1>
      <Suspense fallback={<TopSkeleton />}>
        <HomeTop />
      </Suspense>
      <Suspense fallback={<SectionsSkeleton />}>
        <HomeSections />
      </Suspense>
    </div>
  )
}
