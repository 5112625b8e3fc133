import type { ReactNode } from 'react'
import { ShellIcon, type ShellIconName } from '../Icon/ShellIcon'
import { Logo } from '../Logo/Logo'
import styles from './BootScreen.module.css'

interface BootScreenProps {
  icon?: ShellIconName
  title?: ReactNode
  message?: ReactNode
  /** A highlighted fact: the end of maintenance, the visitor's IP. */
  detail?: ReactNode
  children?: ReactNode
}

/** The full-page frame of the screens shown instead of the portal while it starts or cannot run. */
export function BootScreen({ icon, title, message, detail, children }: BootScreenProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <Logo size="large" />
        {icon && (
          <span className={styles.icon}>
            <ShellIcon name={icon} size={34} />
          </span>
        )}
        {title && <h1 className={styles.title}>{title}</h1>}
        {message && <p className={styles.message}>{message}</p>}
        {detail && <p className={styles.detail}>{detail}</p>}
        {children}
      </div>
    </main>
  )
}
