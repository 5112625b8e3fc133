import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect } from 'react'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './Toast.module.css'

export interface ToastMessage {
  id: number
  text: string
  /** Stays until closed: news the reader must not miss (why they were signed out, a refused withdrawal). */
  sticky?: boolean
}

/** How long a message stays before it closes by itself (spec §4: dialogs also close after a timeout). */
const visibleMs = 6000

/**
 * Short messages in a polite live region: screen readers announce them without moving focus, and each one
 * closes by itself or with its button.
 */
export function ToastRegion({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  // Always mounted: a live region must exist before its content arrives for screen readers to announce it.
  return (
    <section className={styles.region} aria-live="polite" aria-label={t`Notifications`}>
      {children}
    </section>
  )
}

export function Toast({ message, onClose }: { message: ToastMessage; onClose: (id: number) => void }) {
  const { t } = useLingui()
  useEffect(() => {
    if (message.sticky) return
    const timer = setTimeout(() => onClose(message.id), visibleMs)
    return () => clearTimeout(timer)
  }, [message.id, message.sticky, onClose])
  return (
    <div className={styles.toast}>
      <ShellIcon name="sparkles" />
      <p className={styles.text}>{message.text}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onClose(message.id)}
        aria-label={t`Close`}
      >
        <ShellIcon name="close" />
      </button>
    </div>
  )
}
