import type { CSSProperties } from 'react'
import styles from './Spinner.module.css'

/** Decorative: the surrounding region carries `aria-busy` and the text. */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <div
      className={styles.spinner}
      style={{ '--spinner-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    />
  )
}
