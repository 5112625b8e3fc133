import type { GameCardView } from '@portal/core'
import { GameCard } from './GameCard'
import styles from './GameGrid.module.css'
import { useLaunchGame } from './launch/GameLaunchContext'
import { useFavourites } from './useFavourites'

/** Game list cards in a responsive grid: PLAY NOW, FREE TRIAL and the star go to the launcher and favourites. */
export function GameGrid({ games }: { games: readonly GameCardView[] }) {
  const launch = useLaunchGame()
  const favourites = useFavourites()
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard
            name={game.name}
            imageUrl={game.image}
            trial={game.freeTrial}
            favourite={game.favourite ?? false}
            onPlay={() => launch(game.launch)}
            onTrial={() => launch(game.launch, 'trial')}
            onToggleFavourite={game.favourite === null ? undefined : () => favourites.toggleCard(game)}
          />
        </li>
      ))}
    </ul>
  )
}
