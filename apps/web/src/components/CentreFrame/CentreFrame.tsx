import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { type LazyLoader, lazyLoader } from '../../platform/readyLazy'
import { Icon, type IconName } from '../Icon/Icon'
import { LoadingCover } from '../LoadingCover/LoadingCover'
import { loadChunk } from '../PageFailure/chunkTimeout'
import styles from './CentreFrame.module.css'

/**
 * A count beside a menu entry (the member's waiting deposits), and the words a screen reader hears after it
 * ("Deposit 1 waiting for approval"): the link's name keeps the visible text.
 */
export interface CentreBadge {
  count: number
  label: string
}

/** A page of the member or agent centre as its menu shows it. */
export interface CentreEntry {
  /** The original's page id, the last part of the page's path. */
  id: string
  title: MessageDescriptor
  icon: IconName
  /** Each page is its own chunk, downloaded when it is first opened. */
  load: () => Promise<{ default: ComponentType }>
}

const lazyPages = new WeakMap<CentreEntry['load'], LazyLoader<object>>()

/**
 * The loader of a page (rendered with ReadyLazy), created once so React keeps it loaded between visits. A failed or
 * timed-out download is forgotten, so the retry the page group's failure screen offers downloads it again.
 */
export function lazyCentrePage(page: CentreEntry): LazyLoader<object> {
  let component = lazyPages.get(page.load)
  if (!component) {
    component = lazyLoader(() =>
      loadChunk(page.id, page.load).catch((error: unknown) => {
        lazyPages.delete(page.load)
        throw error
      }),
    )
    lazyPages.set(page.load, component)
  }
  return component
}

/**
 * Starts the download of a centre's page before the centre renders it (a page module's `preloadFor`); settles once
 * it has arrived or failed (the centre then shows the failure).
 */
export async function preloadCentrePage(page: CentreEntry | null | undefined): Promise<void> {
  if (page)
    await lazyCentrePage(page)
      .preload()
      .catch(() => undefined)
}

/**
 * The frame the member and agent centres share: a side menu on wide screens, a strip that scrolls sideways on
 * phones, and the page beside it. Each entry is a link, so every page is deep-linkable and opens in a new tab
 * like any other.
 */
export function CentreFrame({
  label,
  heading,
  pages,
  current,
  hrefOf,
  badges,
  children,
}: {
  label: string
  /** A heading over menu and page, for a centre whose pages do not name it. */
  heading?: ReactNode
  pages: readonly CentreEntry[]
  current: string | null
  hrefOf: (id: string) => string
  /** Counts by page id; an entry without one shows none. */
  badges?: Readonly<Record<string, CentreBadge | undefined>>
  children: ReactNode
}) {
  const { _ } = useLingui()
  const strip = useRef<HTMLElement>(null)
  // Phones: the strip scrolls sideways, and the open page's entry is brought into it ("Withdraw" sat off-screen),
  // again when the strip's width changes (a phone turned, a window narrowed into the strip). Only the strip
  // scrolls: the side menu of wide screens never moves the page.
  useEffect(() => {
    const menu = strip.current
    if (!menu || current === null) return
    const centre = () => {
      const active = menu.querySelector<HTMLElement>('[aria-current="page"]')
      if (!active || menu.scrollWidth <= menu.clientWidth) return
      const stripBox = menu.getBoundingClientRect()
      const box = active.getBoundingClientRect()
      menu.scrollBy({
        left: box.left + box.width / 2 - (stripBox.left + stripBox.width / 2),
        behavior: 'instant',
      })
    }
    centre()
    const resized = new ResizeObserver(centre)
    resized.observe(menu)
    return () => resized.disconnect()
  }, [current])
  return (
    <div className={heading === undefined ? styles.centre : `${styles.centre} ${styles.withHeading}`}>
      {heading === undefined ? null : <h1 className={styles.heading}>{heading}</h1>}
      <nav ref={strip} className={styles.menu} aria-label={label}>
        <ul className={styles.menuList}>
          {pages.map((page) => {
            const badge = badges?.[page.id]
            return (
              <li key={page.id}>
                <Link
                  to={hrefOf(page.id)}
                  className={styles.menuLink}
                  aria-current={page.id === current ? 'page' : undefined}
                >
                  <Icon name={page.icon} size={18} />
                  {_(page.title)}
                  {badge ? (
                    <span className={styles.badge} data-testid={`badge-${page.id}`}>
                      {badge.count > 99 ? '99+' : badge.count}
                      <span className="visually-hidden"> {badge.label}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <section className={styles.content}>
        <Suspense fallback={<LoadingCover />}>{children}</Suspense>
      </section>
    </div>
  )
}
