import { useEarlyBanner } from '../../platform/useEarlyBanner'
import styles from './BannerPlaceholder.module.css'

/**
 * The banner carousel's box while its banners or its chunk are on the way: without it the form or the game list
 * below jumps down when the banner arrives (issue 17: layout shift 0.10 on /login at phone width). When index.html
 * preloaded the first banner of `group`, the box shows it already: the page's largest paint then waits for neither
 * the announcements nor the carousel, which takes over the same box with the same picture.
 */
export function BannerPlaceholder({ className, group }: { className?: string | undefined; group?: string }) {
  const banner = useEarlyBanner(group)
  return (
    <div className={[styles.placeholder, className].filter(Boolean).join(' ')} aria-hidden="true">
      {banner && <img src={banner} alt="" width={1920} height={500} fetchPriority="high" />}
    </div>
  )
}
