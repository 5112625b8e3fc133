import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import {
  bannerPageKey,
  connectResource,
  headerCategories,
  rebateFor,
  type VendorLane,
  vendorCard,
} from '@portal/core'
import { PageBanner } from '../../components/banners/PageBanner'
import { copyOf } from '../../components/games/categoryCopy'
import { GamePageHeader } from '../../components/games/GamePageHeader'
import { useLaunchGame } from '../../components/games/launch/GameLaunchContext'
import { useCatalogue, useSharedList } from '../../components/games/useCatalogue'
import { VendorGrid } from '../../components/games/VendorGrid'
import { PageState } from '../../components/PageState/PageState'
import type { PageProps } from '../pageTypes'
import styles from './GameCentrePage.module.css'
import { HotGamesGrid } from './HotGamesGrid'
import { PvpRooms } from './PvpRooms'
import { SportsLive } from './SportsLive'

/**
 * A category's vendors (spec §2: /live, /pvp, /sports, /esports and the category targets /hot, /cockfight,
 * /lott, /elott, /fish). Choosing a vendor starts it, or leads to its list or lottery page as the launcher says.
 */
export default function GameCentrePage({ route }: PageProps) {
  const { _ } = useLingui()
  const catalogue = useCatalogue()
  const launch = useLaunchGame()
  const category = route.gameType ?? ''
  const vendorList = useSharedList((shared) => shared.vendors())
  const vendors = connectResource<readonly VendorLane[]>(vendorList.snapshot)
  const entry = headerCategories(vendors.data ?? [], catalogue.split).find(
    (item) => item.category === category,
  )
  const copy = copyOf(category)
  const tiles = (entry?.vendors ?? []).map((vendor) => {
    const card = vendorCard(vendor, catalogue.art)
    return { key: `${card.vassalage}-${card.gameType}`, name: card.name, imageUrl: card.art.color, card }
  })

  return (
    <div className={styles.page}>
      <PageBanner group={bannerPageKey(category)} />
      <GamePageHeader
        icon={copy?.icon ?? 'gamepad'}
        title={_(route.title)}
        blurb={copy ? _(copy.blurb) : null}
        rebate={rebateFor(category)}
      />
      <PageState
        loading={vendors.status === 'loading'}
        failed={vendors.status === 'failed'}
        reason={<Trans>The games could not be loaded.</Trans>}
        onRetry={vendorList.retry}
        placeholder={<div className={styles.skeleton} aria-hidden="true" />}
      />
      {vendors.status === 'loaded' &&
        (category === 'HOT' && tiles.length === 0 ? (
          <HotGamesGrid />
        ) : tiles.length > 0 ? (
          <>
            <VendorGrid vendors={tiles} onSelect={(tile) => launch(tile.card.launch)} />
            {category === 'PVP' &&
              tiles.map((tile) => (
                <PvpRooms key={tile.key} vassalage={tile.card.vassalage} name={tile.name} />
              ))}
          </>
        ) : (
          <p className={styles.notice}>
            <Trans>No games in this category yet.</Trans>
          </p>
        ))}
      {category === 'SPORTS' && <SportsLive />}
    </div>
  )
}
