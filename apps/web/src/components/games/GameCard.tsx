import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon'
import styles from './GameCard.module.css'
import { GameImage } from './GameImage'

export interface GameCardProps {
  name: string
  imageUrl: string | null | undefined
  /** Whether the game offers a free trial (the core's reading of supportPlay 0). */
  trial: boolean
  /** The favourite state; the toggle shows only when `onToggleFavourite` is given. */
  favourite?: boolean
  onPlay(): void
  onTrial?(): void
  onToggleFavourite?(): void
}

/**
 * A game list card (spec §2): picture, name, PLAY NOW, FREE TRIAL when offered, and the favourite toggle. The
 * toggle sits beside the name, not on the picture, where it covered the vendor's tag (issue 18).
 */
export function GameCard({
  name,
  imageUrl,
  trial,
  favourite = false,
  onPlay,
  onTrial,
  onToggleFavourite,
}: GameCardProps) {
  const { t } = useLingui()
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        <GameImage src={imageUrl} width={320} height={320} className={styles.picture} />
        <div className={styles.actions}>
          <button type="button" className={styles.play} onClick={onPlay}>
            <Icon name="play" size={16} />
            <Trans>PLAY NOW</Trans>
          </button>
          {trial && onTrial && (
            <button type="button" className={styles.trial} onClick={onTrial}>
              <Trans>FREE TRIAL</Trans>
            </button>
          )}
        </div>
      </div>
      <div className={styles.caption}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        {onToggleFavourite && (
          <button
            type="button"
            className={styles.favourite}
            aria-pressed={favourite}
            aria-label={t`Favourite ${name}`}
            onClick={onToggleFavourite}
          >
            <Icon name="heart" size={18} />
          </button>
        )}
      </div>
    </article>
  )
}
