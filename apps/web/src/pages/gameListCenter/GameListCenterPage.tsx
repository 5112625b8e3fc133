import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import {
  bannerPageKey,
  connectGameList,
  connectResource,
  gameListCenterPath,
  headerCategories,
  type SlotSubClass,
  type VendorLane,
  vendorCard,
} from '@portal/core'
import { useState } from 'react'
import { Link } from 'wouter'
import { PageBanner } from '../../components/banners/PageBanner'
import { copyOf } from '../../components/games/categoryCopy'
import { GameGrid } from '../../components/games/GameGrid'
import { GameImage } from '../../components/games/GameImage'
import { GamePageHeader } from '../../components/games/GamePageHeader'
import { useCatalogue, useSharedList } from '../../components/games/useCatalogue'
import { useFavourites } from '../../components/games/useFavourites'
import { useGameList } from '../../components/games/useGameList'
import { PageState } from '../../components/PageState/PageState'
import type { PageProps } from '../pageTypes'
import styles from './GameListCenterPage.module.css'

const subClassLabels: Record<SlotSubClass, MessageDescriptor> = {
  SC: msg`Scratch cards`,
  VP: msg`Video poker`,
  JP: msg`Jackpots`,
  TG: msg`Table games`,
  AC: msg`Arcade`,
  BG: msg`Bingo`,
}

/**
 * The game list centre (spec §2: /rng, /inHouse and /gameListCenter/:vassalage/:gameType): the category's
 * vendors as tabs, the slot sub-class filters, and the chosen vendor's games as cards.
 */
export default function GameListCenterPage({ route, params }: PageProps) {
  const { _ } = useLingui()
  const catalogue = useCatalogue()
  const { isFavourite } = useFavourites()
  const category = route.name === 'inHouse' ? 'INHOUSE' : 'RNG'
  const lanes = connectResource<readonly VendorLane[]>(useSharedList((shared) => shared.vendors()).snapshot)
  const vendors = (
    headerCategories(lanes.data ?? [], catalogue.split).find((item) => item.category === category)?.vendors ??
    []
  ).map((vendor) => vendorCard(vendor, catalogue.art))
  const wanted = params.vassalage?.toUpperCase()
  const active = vendors.find((vendor) => vendor.vassalage.toUpperCase() === wanted) ?? vendors[0] ?? null
  const gameType = params.gameType ?? active?.gameType ?? 'RNG'
  const [subClass, setSubClass] = useState<SlotSubClass | null>(null)
  const list = useGameList(active?.vassalage ?? null, gameType)
  const view = connectGameList(
    list.snapshot,
    { gameType, subClasses: catalogue.subClasses, subClass, isFavourite },
    catalogue.art,
  )
  const copy = copyOf(category)

  return (
    <div className={styles.page}>
      <PageBanner group={bannerPageKey(category)} />
      <GamePageHeader
        icon={copy?.icon ?? 'dice'}
        title={active ? `${_(route.title)} · ${active.name}` : _(route.title)}
        blurb={copy ? _(copy.blurb) : null}
        rebate={view.rebate}
      />
      {/* The vendors' row keeps its place while they load: the page now renders early (issue 17), and the row
          arriving above the game list moved it (layout shift 0.045 on a phone). */}
      {lanes.status === 'loading' && <div className={styles.vendorsPlaceholder} aria-hidden="true" />}
      {vendors.length > 0 && (
        <nav aria-label={_(msg`Vendors`)}>
          <ul className={styles.vendors}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={gameListCenterPath(vendor.vassalage, vendor.gameType)}
                  className={styles.vendor}
                  aria-current={vendor === active ? 'page' : undefined}
                >
                  <GameImage src={vendor.art.icon} width={32} height={32} className={styles.vendorIcon} />
                  {vendor.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {view.subClasses.length > 0 && (
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">
            <Trans>Game types</Trans>
          </legend>
          {[null, ...view.subClasses].map((item) => (
            <button
              key={item ?? 'all'}
              type="button"
              className={styles.filter}
              aria-pressed={view.activeSubClass === item}
              onClick={() => setSubClass(item)}
            >
              {item ? _(subClassLabels[item]) : <Trans>All</Trans>}
            </button>
          ))}
        </fieldset>
      )}
      {lanes.status === 'loaded' && vendors.length === 0 ? (
        <p className={styles.notice}>
          <Trans>No games in this category yet.</Trans>
        </p>
      ) : view.status === 'failed' || view.status === 'loading' ? (
        <PageState
          loading
          failed={view.status === 'failed'}
          reason={<Trans>The games could not be loaded.</Trans>}
          onRetry={list.retry}
          placeholder={<div className={styles.skeleton} aria-hidden="true" />}
        />
      ) : view.games.length === 0 ? (
        <p className={styles.notice}>
          <Trans>No games of this type.</Trans>
        </p>
      ) : (
        <>
          {/* The cards' names are third-level headings: the level between them and the page's (axe heading-order). */}
          <h2 className="visually-hidden">
            <Trans>Games</Trans>
          </h2>
          <GameGrid games={view.games} />
        </>
      )}
    </div>
  )
}
