import { Trans } from '@lingui/react/macro'
import useEmblaCarousel from 'embla-carousel-react'
import { useId } from 'react'
import { CarouselArrows } from '../../components/Carousel/CarouselArrows'
import { useCarouselState } from '../../components/Carousel/useCarouselState'
import { GameCard } from '../../components/games/GameCard'
import { Icon } from '../../components/Icon/Icon'
import { useLanguage } from '../../i18n/LanguageContext'
import styles from './HotGames.module.css'

export interface HotGame {
  key: string
  name: string
  imageUrl: string | null | undefined
  trial: boolean
  favourite?: boolean
}

/** The hot games strip (spec §2 Home, §9): arrows, 20px between cards, free scrolling. */
export function HotGames<G extends HotGame>({
  games,
  onPlay,
  onTrial,
  onToggleFavourite,
}: {
  games: readonly G[]
  onPlay(game: G): void
  onTrial(game: G): void
  onToggleFavourite?(game: G): void
}) {
  const id = useId()
  const { language } = useLanguage()
  const [viewport, api] = useEmblaCarousel({ dragFree: true, align: 'start', direction: language.dir })
  const { canPrev, canNext } = useCarouselState(api)
  if (games.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.heading}>
          <Icon name="flame" size={26} className={styles.flame} />
          <Trans>Hot games</Trans>
        </h2>
        <CarouselArrows
          onPrev={() => api?.scrollPrev()}
          onNext={() => api?.scrollNext()}
          canPrev={canPrev}
          canNext={canNext}
        />
      </div>
      <div ref={viewport} className={styles.viewport}>
        <ul className={styles.track}>
          {games.map((game) => (
            <li key={game.key} className={styles.slide}>
              <GameCard
                name={game.name}
                imageUrl={game.imageUrl}
                trial={game.trial}
                favourite={game.favourite}
                onPlay={() => onPlay(game)}
                onTrial={() => onTrial(game)}
                onToggleFavourite={onToggleFavourite && (() => onToggleFavourite(game))}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
