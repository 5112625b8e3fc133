import { useLingui } from '@lingui/react/macro'
import { useTheme } from '../../theme/ThemeContext'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './ThemeToggle.module.css'

export function ThemeToggle() {
  const { t } = useLingui()
  const { theme, toggle } = useTheme()
  const label = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label}>
      <ShellIcon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </button>
  )
}
