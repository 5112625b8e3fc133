import { Trans } from '@lingui/react/macro'
import type { GameCardView, VendorCardView } from '@portal/core'
import { lazy, type ReactNode, Suspense } from 'react'
import { useLaunchGame } from '../../components/games/launch/GameLaunchContext'
import { useFavourites } from '../../components/games/useFavourites'
import { useHomeView } from '../../components/games/useHomeView'
import { WinnersBoard } from '../../components/games/WinnersBoard'
import { PageState } from '../../components/PageState/PageState'
import { CasinoTabs } from './CasinoTabs'
import { DownloadTeaser } from './DownloadTeaser'
import styles from './HomePage.module.css'
import { HotGames } from './HotGames'

// The last section (counters and blurbs) is far below the fold: it loads on its own, after the sections above it.
const ServiceSection = lazy(() =>
  import('./ServiceSection').then((module) => ({ default: module.ServiceSection })),
)

const vendorTile = (vendor: VendorCardView) => ({
  key: `${vendor.vassalage}-${vendor.gameType}`,
  name: vendor.name,
  imageUrl: vendor.art.color2,
  vendor,
})

const gameTile = (game: GameCardView) => ({
  key: game.id,
  name: game.name,
  imageUrl: game.image,
  trial: game.freeTrial,
  favourite: game.favourite ?? false,
  game,
})

/** Everything below the banner and marquee, in the spec's order (§2 Home): download, casino, hot games (with the
 * winners beside them), service. */
export default function HomeSections() {
  const { casino, hotGames, winners, lists } = useHomeView()
  const launch = useLaunchGame()
  const favourites = useFavourites()
  const signedIn = favourites.isFavourite !== null
  return (
    <div className={styles.sections}>
      <DownloadTeaser />
      <Section status={casino.status} skeletonClass={styles.casinoSkeleton} onRetry={lists.vendors.retry}>
        <CasinoTabs
          tabs={casino.items.map((tab) => ({ type: tab.category, vendors: tab.vendors.map(vendorTile) }))}
          onStart={(_, tile) => launch(tile.vendor.launch)}
        />
      </Section>
      <div className={styles.split}>
        <Section status={hotGames.status} skeletonClass={styles.rowSkeleton} onRetry={lists.hotGames.retry}>
          <HotGames
            games={hotGames.items.map(gameTile)}
            onPlay={(tile) => launch(tile.game.launch)}
            onTrial={(tile) => launch(tile.game.launch, 'trial')}
            onToggleFavourite={signedIn ? (tile) => favourites.toggleCard(tile.game) : undefined}
          />
        </Section>
        <Section status={winners.status} skeletonClass={styles.rowSkeleton} onRetry={lists.winners.retry}>
          <WinnersBoard
            winners={winners.items.map((winner) => ({
              key: winner.id,
              account: winner.account ?? '***',
              game: winner.gameName ?? '',
              amount: winner.winAmount,
            }))}
          />
        </Section>
      </div>
      <Suspense fallback={null}>
        <ServiceSection />
      </Suspense>
    </div>
  )
}

/** A data section: a skeleton of its size while loading, a retry when its list failed. */
function Section({
  status,
  skeletonClass,
  onRetry,
  children,
}: {
  status: 'loading' | 'loaded' | 'failed'
  skeletonClass: string | undefined
  onRetry(): void
  children: ReactNode
}) {
  return (
    <PageState
      loading={status === 'loading'}
      failed={status === 'failed'}
      reason={<Trans>This section could not be loaded.</Trans>}
      onRetry={onRetry}
      placeholder={<div className={`${styles.skeleton} ${skeletonClass ?? ''}`} aria-hidden="true" />}
    >
      {children}
    </PageState>
  )
}
