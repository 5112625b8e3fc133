import { homeBannerGroup } from '../../platform/earlyResponses'
import { useEarlyBanner } from '../../platform/useEarlyBanner'
import styles from './HomePage.module.css'

/**
 * Placeholders of the loaded sections' size while their chunk or data arrives, so nothing moves. The banner's
 * box shows the first banner already when index.html preloaded it: the carousel then takes over the same box.
 */
export function TopSkeleton() {
  const banner = useEarlyBanner(homeBannerGroup)
  return (
    <div className={styles.top} aria-hidden="true">
      <div className={`${styles.skeleton} ${styles.bannerSkeleton}`}>
        {banner && <img src={banner} alt="" width={1920} height={500} fetchPriority="high" />}
      </div>
      <div className={`${styles.skeleton} ${styles.marqueeSkeleton}`} />
    </div>
  )
}

export function SectionsSkeleton() {
  return (
    <div className={styles.sections} aria-hidden="true">
      <div className={`${styles.skeleton} ${styles.casinoSkeleton}`} />
      <div className={`${styles.skeleton} ${styles.rowSkeleton}`} />
    </div>
  )
}
