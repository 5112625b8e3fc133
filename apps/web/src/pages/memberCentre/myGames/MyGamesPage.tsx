import { Trans } from '@lingui/react/macro'
import { connectResource, type Game, gameCard } from '@portal/core'
import { useEffect } from 'react'
import { Button } from '../../../components/Button/Button'
import { GameGrid } from '../../../components/games/GameGrid'
import { useCatalogue, useOwnList } from '../../../components/games/useCatalogue'
import { useFavourites } from '../../../components/games/useFavourites'
import { PageState } from '../../../components/PageState/PageState'
import styles from '../MemberCentre.module.css'
import own from './MyGames.module.css'

/**
 * My games: the member's favourites (the paged list of the session's favourites flow, so a star toggled on any
 * card changes it at once) and the games played last, each launchable from here.
 */
export default function MyGamesPage() {
  const catalogue = useCatalogue()
  const favourites = useFavourites()
  const recent = connectResource<readonly Game[]>(useOwnList((shared) => shared.recentGames(), []).snapshot)
  const { loadList, listStatus, isFavourite } = favourites
  const context = { art: catalogue.art, isFavourite }
  const favouriteCards = favourites.games.map((game, index) => gameCard(game, index, context))
  const recentCards = (recent.data ?? []).map((game, index) => gameCard(game, index, context))
  // The list is read when the page opens; a star added here (on a recent game) reads it again.
  const missing = recentCards.some(
    (card) => card.favourite && !favouriteCards.some((favourite) => favourite.id === card.id),
  )
  useEffect(() => {
    if (listStatus === 'idle' || (listStatus === 'loaded' && missing)) loadList()
  }, [listStatus, missing, loadList])

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>My games</Trans>
      </h1>
      <section className={own.section} aria-labelledby="favourites-title" data-testid="favourite-games">
        <h2 id="favourites-title" className={own.subtitle}>
          <Trans>Favourites</Trans>
        </h2>
        <PageState
          loading={listStatus === 'loading' && favouriteCards.length === 0}
          failed={listStatus === 'failed'}
          onRetry={loadList}
          reason={<Trans>Your favourites could not be loaded.</Trans>}
        />
        {listStatus === 'loaded' && favouriteCards.length === 0 && (
          <p className={styles.muted}>
            <Trans>Tap the star on a game to keep it here.</Trans>
          </p>
        )}
        <GameGrid games={favouriteCards} />
        {favourites.hasMore && (
          <Button variant="secondary" onClick={favourites.loadMore} disabled={listStatus === 'loading'}>
            <Trans>Show more</Trans>
          </Button>
        )}
      </section>
      <section className={own.section} aria-labelledby="recent-title" data-testid="recent-games">
        <h2 id="recent-title" className={own.subtitle}>
          <Trans>Recently played</Trans>
        </h2>
        <PageState
          loading={recent.status === 'loading'}
          failed={recent.status === 'failed'}
          reason={<Trans>Your recent games could not be loaded.</Trans>}
        />
        {recent.status === 'loaded' && recentCards.length === 0 && (
          <p className={styles.muted}>
            <Trans>No games played yet.</Trans>
          </p>
        )}
        <GameGrid games={recentCards} />
      </section>
    </div>
  )
}
