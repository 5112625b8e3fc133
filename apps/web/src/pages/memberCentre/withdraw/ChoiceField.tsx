import type { ReactNode } from 'react'
import memberStyles from '../MemberCentre.module.css'
import styles from './Withdraw.module.css'

interface ChoiceFieldProps {
  id: string
  label: ReactNode
  value: string
  /** The empty choice's words ("Choose a bank"). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  error: string | null
  onChange(value: string): void
}

/** A labelled select of the withdraw forms (a card's bank, a coin's network) with its error under it. */
export function ChoiceField({ id, label, value, placeholder, options, error, onChange }: ChoiceFieldProps) {
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={memberStyles.failure}>
          {error}
        </p>
      )}
    </div>
  )
}
