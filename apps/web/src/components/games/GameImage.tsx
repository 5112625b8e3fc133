import { useState } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './GameImage.module.css'

/**
 * A game or vendor picture that falls back to the default game icon when it is missing or fails to load
 * (spec: "default game icon when an image fails"). Decorative: the card around it carries the name.
 */
export function GameImage({
  src,
  className,
  fallbackIcon = 'gamepad',
  width,
  height,
  eager = false,
}: {
  src: string | null | undefined
  className?: string
  fallbackIcon?: IconName
  width: number
  height: number
  eager?: boolean
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const broken = !src || failedSrc === src
  const classes = [styles.image, className].filter(Boolean).join(' ')
  if (broken)
    return (
      <span className={`${classes} ${styles.fallback}`} data-testid="default-game-icon">
        <Icon name={fallbackIcon} size={Math.round(Math.min(width, height) / 3)} />
      </span>
    )
  return (
    <img
      className={classes}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  )
}
