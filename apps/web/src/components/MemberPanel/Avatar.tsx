import { useState } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './MemberPanel.module.css'

/** The member's picture, or the default avatar when there is none or it fails to load (spec §8). */
export function Avatar({ src }: { src: string | null }) {
  // Remembers which address failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src)
    return (
      <span className={`${styles.avatar} ${styles.defaultAvatar}`} data-testid="default-avatar">
        <Icon name="user" size={18} />
      </span>
    )
  return (
    <img
      className={styles.avatar}
      src={src}
      alt=""
      width={36}
      height={36}
      onError={() => setFailedSrc(src)}
    />
  )
}
