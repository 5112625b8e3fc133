import { Trans } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { Link } from 'wouter'
import { BannerPlaceholder } from '../banners/BannerPlaceholder'
import { Icon } from '../Icon/Icon'
import { Logo } from '../Logo/Logo'
import { Spinner } from '../Spinner/Spinner'
import styles from './AuthPageLayout.module.css'

// The brand panel's banner shows nothing until the announcements and the catalogue's art have loaded: it comes
// after the form, so the sign-in pages do not carry those flows in their own chunks (issue 17: ≤ 30 KiB each).
const PageBanner = lazy(() =>
  import('../banners/PageBanner').then((module) => ({ default: module.PageBanner })),
)

interface AuthPageLayoutProps {
  /** The page's heading (the route's title). */
  title: ReactNode
  /** The brand panel's line: each sign-in page greets in its own words. */
  tagline: ReactNode
  /** The form; null while its flow starts, which shows a spinner of the same height instead. */
  children: ReactNode | null
  /** The page's banner group (spec §2: w_login, w_register, w_forget), shown in the brand panel. */
  bannerGroup?: string
}

/**
 * The sign-in pages (spec §2, auth pages without header or footer): a brand panel beside the card that holds
 * the form. One layout, so /login, /register and the password pages look alike.
 */
export function AuthPageLayout({ title, tagline, children, bannerGroup }: AuthPageLayoutProps) {
  const titleId = useId()
  return (
    <div className={styles.page}>
      <aside className={`hero-surface ${styles.brand}`}>
        <Link to="/" className={styles.home}>
          <Logo size="large" />
        </Link>
        {/* Above the tagline, whose height depends on its language: the banner's box is then known before the
            app runs, and index.html's boot shell paints it there on phones (issue 17, global.css .boot-shell-auth). */}
        {bannerGroup && (
          <Suspense fallback={<BannerPlaceholder className={styles.banner} group={bannerGroup} />}>
            <PageBanner group={bannerGroup} className={styles.banner} />
          </Suspense>
        )}
        <p className={styles.tagline}>{tagline}</p>
        <ul className={styles.perks}>
          <li>
            <Icon name="zap" size={18} />
            <Trans>Fast deposit and withdrawal</Trans>
          </li>
          <li>
            <Icon name="shield" size={18} />
            <Trans>Safe and licensed play</Trans>
          </li>
          <li>
            <Icon name="gift" size={18} />
            <Trans>Daily promotions and rewards</Trans>
          </li>
        </ul>
      </aside>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children ?? (
          <div className={styles.starting}>
            <Spinner size={32} />
          </div>
        )}
      </section>
    </div>
  )
}
