import styles from './HomePage.module.css'

/** Placeholders of the loaded sections' size while their chunk or data arrives, so nothing moves. */
export function TopSkeleton() {
  return (
    <div className={styles.top} aria-hidden="true">
      <div className={`${styles.skeleton} ${styles.bannerSkeleton}`} />
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
