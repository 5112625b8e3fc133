import { useLingui } from '@lingui/react/macro'
import { frameSandbox } from '@portal/core'
import { useEffect, useId, useRef } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './GamePopup.module.css'

/**
 * The game in a popup frame over the page (spec §2 Modals: "game popup in an iframe"). Closing it, by the
 * button or Escape, calls `onClose`, after which the portal refreshes the balance. The address comes vetted by
 * the core (`frameUrl`); the sandbox is the core's `frameSandbox`, where each allowance is explained.
 */
export function GamePopup({
  open,
  url,
  title,
  onClose,
  onExpand,
}: {
  open: boolean
  url: string | null
  title: string
  onClose(): void
  /** Moves the game into the page (/seamless), header and all, instead of a frame over it. */
  onExpand(): void
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby={titleId}
      // Escape asks to close; the dialog shuts when `open` turns false. Shutting it for another reason (the game
      // moved into the page) must not end the game, so the dialog's own close event is not listened to.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          <Icon name="gamepad" size={18} />
          {title}
        </h2>
        <div className={styles.actions}>
          <button type="button" className={styles.action} aria-label={t`Play in the page`} onClick={onExpand}>
            <Icon name="expand" size={20} />
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.close}`}
            aria-label={t`Close game`}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      </div>
      {open && url && (
        <iframe
          className={styles.frame}
          src={url}
          title={title}
          sandbox={frameSandbox(url, window.location.origin)}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      )}
    </dialog>
  )
}
