import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../i18n/LanguageContext'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './LanguageSelector.module.css'

/** Shown only when the brand offers more than one language (spec §1). */
export function LanguageSelector() {
  const { t } = useLingui()
  const { language, options, change } = useLanguage()
  if (options.length < 2) return null
  return (
    <label className={styles.selector}>
      <span className="visually-hidden">{t`Language`}</span>
      <ShellIcon name="globe" size={18} className={styles.icon} />
      <select
        className={styles.select}
        value={language.code}
        onChange={(event) => change(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.locale}>
            {option.nativeName}
          </option>
        ))}
      </select>
      <ShellIcon name="chevronDown" size={16} className={styles.chevron} />
    </label>
  )
}
