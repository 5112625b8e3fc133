import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import styles from './TextField.module.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode
  value: string
  onValueChange(value: string): void
  /** The translated problem; shown under the field and announced with it. */
  error?: string | null
  hint?: ReactNode
  /** Inside the box, after the text: a toggle or a small button. */
  end?: ReactNode
  /** Beside the box: a captcha image, a send-code button. */
  aside?: ReactNode
}

/** A labelled text input whose error and hint are tied to it, so screen readers read them with the field. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  end,
  aside,
  id,
  className,
  ...input
}: TextFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {/* Spec §5: required fields carry an asterisk; the input's own `required` is what is announced. */}
        {input.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.row}>
        <div className={error ? `${styles.box} ${styles.invalid}` : styles.box}>
          <input
            {...input}
            id={inputId}
            className={styles.input}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {end}
        </div>
        {aside}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
