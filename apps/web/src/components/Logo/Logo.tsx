import { useId } from 'react'
import { brand } from '../../brand'
import styles from './Logo.module.css'

/**
 * The brand mark and name. Wrap it in a link where it navigates (the header's goes home). `compact` keeps the
 * name for screen readers but shows only the mark on small phones, where the header needs the room.
 */
export function Logo({ size = 'medium', compact = false }: { size?: 'medium' | 'large'; compact?: boolean }) {
  // Gradient ids must be unique per document: the logo appears in the header and the footer at once.
  const id = useId()
  return (
    <span className={[styles.logo, size === 'large' ? styles.large : ''].join(' ')}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id={`${id}gold`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="0.5" stopColor="#fbbf24" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
          <linearGradient id={`${id}violet`} x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect x="2" y="2" width="36" height="36" rx="11" fill={`url(#${id}violet)`} />
        <path d="M20 7l3.6 9.4L33 20l-9.4 3.6L20 33l-3.6-9.4L7 20l9.4-3.6z" fill={`url(#${id}gold)`} />
      </svg>
      <span className={compact ? `${styles.name} ${styles.compactName}` : styles.name}>{brand.name}</span>
    </span>
  )
}
