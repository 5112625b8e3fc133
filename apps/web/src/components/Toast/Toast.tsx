import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './Toast.module.css'

export interface ToastMessage {
  id: number
  text: string
}

/** How long a message stays before it closes by itself (spec §4: dialogs also close after a timeout). */
const visibleMs = 6000

/**
 * Short messages in a polite live region: screen readers announce them without moving focus, and each one
 * closes by itself or with its button.
 */
export function Toasts({
  messages,
  onClose,
}: {
  messages: readonly ToastMessage[]
  onClose: (id: number) => void
}) {
  const { t } = useLingui()
  // Always mounted: a live region must exist before its content arrives for screen readers to announce it.
  return (
    <section className={styles.region} aria-live="polite" aria-label={t`Notifications`}>
      {messages.map((message) => (
        <Toast key={message.id} message={message} onClose={onClose} />
      ))}
    </section>
  )
}

function Toast({ message, onClose }: { message: ToastMessage; onClose: (id: number) => void }) {
  const { t } = useLingui()
  useEffect(() => {
    const timer = setTimeout(() => onClose(message.id), visibleMs)
    return () => clearTimeout(timer)
  }, [message.id, onClose])
  return (
    <div className={styles.toast}>
      <Icon name="sparkles" />
      <p className={styles.text}>{message.text}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onClose(message.id)}
        aria-label={t`Close`}
      >
        <Icon name="close" />
      </button>
    </div>
  )
}
