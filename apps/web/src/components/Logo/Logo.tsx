import { brand } from '../../brand'
import styles from './Logo.module.css'

/**
 * The brand's mark (its picture for the current theme, at its own proportions: the file gives width and height,
 * so nothing shifts when it arrives) and name. Wrap it in a link where it navigates (the header's goes home).
 * `compact` keeps the name for screen readers but shows only the mark on small phones, where the header needs
 * the room.
 */
export function Logo({ size = 'medium', compact = false }: { size?: 'medium' | 'large'; compact?: boolean }) {
  return (
    <span className={[styles.logo, size === 'large' ? styles.large : ''].join(' ')}>
      {(['dark', 'light'] as const).map((theme) => (
        <img
          key={theme}
          className={`${styles.mark} ${styles[theme]}`}
          src={brand.logo[theme].url}
          width={brand.logo[theme].width}
          height={brand.logo[theme].height}
          alt=""
        />
      ))}
      <span className={compact ? `${styles.name} ${styles.compactName}` : styles.name}>{brand.name}</span>
    </span>
  )
}
