import styles from './BannerPlaceholder.module.css'

/**
 * The banner carousel's box while its banners or its chunk are on the way: without it the form or the game list
 * below jumps down when the banner arrives (issue 17: layout shift 0.10 on /login at phone width).
 */
export function BannerPlaceholder({ className }: { className?: string | undefined }) {
  return <div className={[styles.placeholder, className].filter(Boolean).join(' ')} aria-hidden="true" />
}
