import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TextField, type TextFieldProps } from '../TextField/TextField'
import styles from './PasswordField.module.css'

/** Open eye, and the same eye struck through: drawn here because the shared icon set has no eye. */
const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'
const strike = 'M4 4l16 16'

/** A password input with a show/hide toggle; the toggle is a pressed-state button next to the text. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={shown}
          aria-label={t`Show password`}
          onClick={() => setShown((value) => !value)}
        >
          <svg
            width={20}
            height={20}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden="true"
          >
            <path d={eye} strokeLinecap="round" strokeLinejoin="round" />
            {shown ? null : <path d={strike} strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  )
}
