import { type ReactNode, useId } from 'react'
import styles from './Checkbox.module.css'

interface CheckboxProps {
  checked: boolean
  onCheckedChange(checked: boolean): void
  children: ReactNode
  /** The translated problem (an unticked agreement); announced with the box. */
  error?: string | null
  name?: string
}

/** A native checkbox drawn in the theme; the whole label is the click target. */
export function Checkbox({ checked, onCheckedChange, children, error, name }: CheckboxProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
