import { Trans } from '@lingui/react/macro'
import { GameGrid } from '../../components/games/GameGrid'
import { useHomeView } from '../../components/games/useHomeView'
import styles from './GameCentrePage.module.css'

/** /hot: the hot games of the home page as a full grid of cards. */
export function HotGamesGrid() {
  const { hotGames } = useHomeView()
  if (hotGames.status === 'loading') return <div className={styles.skeleton} aria-hidden="true" />
  if (hotGames.items.length === 0)
    return (
      <p className={styles.notice}>
        <Trans>No games in this category yet.</Trans>
      </p>
    )
  return <GameGrid games={hotGames.items} />
}
