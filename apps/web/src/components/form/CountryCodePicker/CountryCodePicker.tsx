import { useLingui } from '@lingui/react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { Icon } from '../../Icon/Icon'
import styles from './CountryCodePicker.module.css'

export interface CountryCodeOption {
  /** ISO 3166 region, e.g. VN: names the flag and the country. */
  countryCode: string
  /** Digits only, e.g. 84. */
  countryDialingCode: string
}

interface CountryCodePickerProps {
  label: ReactNode
  value: string
  options: readonly CountryCodeOption[]
  onValueChange(value: string): void
  /** The flag picture's address for a region code. */
  flagUrl(countryCode: string): string
  /** The field's error is shown with the number beside it; this only marks the box. */
  invalid?: boolean
}

/**
 * The dialing code beside a mobile number: the box shows the flag and "+84", and a native select lies over it,
 * so the list opens by keyboard, touch and screen reader the way the platform does it.
 */
export function CountryCodePicker({
  label,
  value,
  options,
  onValueChange,
  flagUrl,
  invalid,
}: CountryCodePickerProps) {
  const { i18n } = useLingui()
  const id = useId()
  const regionNames = useMemo(() => displayNames(i18n.locale), [i18n.locale])
  const selected = options.find((option) => option.countryDialingCode === value)
  // A missing picture leaves the code alone rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null)
  const flagShown = selected && failed !== selected.countryCode

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={invalid ? `${styles.box} ${styles.invalid}` : styles.box}>
        {flagShown && (
          <img
            className={styles.flag}
            src={flagUrl(selected.countryCode)}
            alt=""
            width={24}
            height={16}
            onError={() => setFailed(selected.countryCode)}
          />
        )}
        <span className={styles.code} dir="ltr">
          +{value}
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid || undefined}
        >
          {/* A code the list does not hold (the list failed to load) stays selectable as itself. */}
          {selected || !value ? null : <option value={value}>+{value}</option>}
          {options.map((option) => (
            <option
              key={`${option.countryCode}-${option.countryDialingCode}`}
              value={option.countryDialingCode}
            >
              {`${regionName(regionNames, option.countryCode)} +${option.countryDialingCode}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' })
  } catch {
    return null
  }
}

function regionName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
