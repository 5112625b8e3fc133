import { useLingui } from '@lingui/react'
import { connectHeaderNavigation, type HeaderNavigationItem, vendorsFlow } from '@portal/core'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { settleRank, usePageSettled } from '../../../platform/pageSettled'
import { categoryCopy } from '../categoryCopy'
import { useLaunchGame } from '../launch/GameLaunchContext'
import { useCatalogue, useSharedList } from '../useCatalogue'
import type { VendorCarousel as VendorCarouselComponent } from '../VendorCarousel'
import styles from './GameNavigation.module.css'

// The drop-downs' carousel (and its carousel library) is not part of the header: it is asked for once the first
// page has settled, so it is there by the time someone points at a category, and it never delays the page.
const loadCarousel = () =>
  import('../VendorCarousel').then(({ VendorCarousel }) => ({ default: VendorCarousel }))
const VendorCarousel = lazy(loadCarousel) as unknown as typeof VendorCarouselComponent

/**
 * The header's game categories after Home (spec §2 Header), from the vendor lanes. Until they load only Home
 * shows. Pointing at an entry or focusing it opens its vendors under the header.
 */
export default function GameNavigation() {
  const catalogue = useCatalogue()
  const vendors = useSharedList(vendorsFlow).snapshot
  const view = connectHeaderNavigation(vendors, catalogue.art, catalogue.split)
  const settled = usePageSettled(settleRank.besideThePage)
  useEffect(() => {
    if (settled) loadCarousel().catch(() => undefined)
  }, [settled])
  return (
    <>
      {view.items
        .filter((item) => item.category !== 'HOME')
        .map((item) => (
          <NavigationEntry key={item.category} item={item} />
        ))}
    </>
  )
}

/** The drop-down stays open this long after the pointer leaves, so it can travel from the entry to the panel. */
const closeDelayMs = 200

function NavigationEntry({ item }: { item: HeaderNavigationItem }) {
  const { _ } = useLingui()
  const launch = useLaunchGame()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  // The vendors' carousel is built on the first opening, not with the header: five of them with their logos
  // were a quarter of the home page's elements and main-thread work before anyone pointed at a category.
  const [opened, setOpened] = useState(false)
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closing.current), [])
  const label = _(categoryCopy[item.category].label)
  const dropdown = item.hasDropdown && item.vendors.length > 0

  const show = () => {
    clearTimeout(closing.current)
    if (!dropdown) return
    setOpen(true)
    setOpened(true)
  }
  const hide = () => {
    clearTimeout(closing.current)
    closing.current = setTimeout(() => setOpen(false), closeDelayMs)
  }

  return (
    <li
      className={styles.entry}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      {item.intent.kind === 'route' ? (
        <Link
          to={item.intent.path}
          className={(active) => [styles.link, active ? styles.active : ''].join(' ')}
          aria-expanded={dropdown ? open : undefined}
          aria-controls={dropdown ? panelId : undefined}
        >
          {label}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.link}
          onClick={() => item.intent.kind === 'launch' && launch(item.intent.target)}
          aria-expanded={dropdown ? open : undefined}
          aria-controls={dropdown ? panelId : undefined}
        >
          {label}
        </button>
      )}
      {dropdown && (
        <div id={panelId} className={styles.panel} hidden={!open}>
          <div className={styles.panelInner}>
            <span className={styles.panelTitle}>{label}</span>
            {opened && (
              <Suspense fallback={null}>
                <VendorCarousel
                  vendors={item.vendors.map((vendor) => ({
                    key: `${vendor.vassalage}-${vendor.gameType}`,
                    name: vendor.name,
                    imageUrl: vendor.art.submenu,
                    vendor,
                  }))}
                  onSelect={(tile) => {
                    setOpen(false)
                    launch(tile.vendor.launch)
                  }}
                />
              </Suspense>
            )}
          </div>
        </div>
      )}
    </li>
  )
}
