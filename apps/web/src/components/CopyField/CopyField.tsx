import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import styles from './CopyField.module.css'

interface CopyFieldProps {
  /** The id a `<label htmlFor>` beside it names. */
  id: string
  value: string
  onCopy: () => void
  variant?: 'primary' | 'secondary'
  /** The button's words: "Copy link", or "Copied" just after. */
  children: ReactNode
}

/**
 * A read-only value with its copy button (a link, a code). Selecting the whole value on focus lets a phone's own
 * copy menu work too when the clipboard is refused.
 */
export function CopyField({ id, value, onCopy, variant, children }: CopyFieldProps) {
  return (
    <span className={styles.row}>
      <input
        id={id}
        className={styles.value}
        readOnly
        dir="ltr"
        value={value}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button size="small" variant={variant} onClick={onCopy}>
        {children}
      </Button>
    </span>
  )
}
