import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './GamePopup.module.css'

/**
 * The game runs on the vendor's host in a sandbox: scripts, its own storage (same-origin is the frame's own
 * origin, not ours, because the host differs), forms for bets, and popups for the vendor's help pages.
 */
const sandbox = 'allow-scripts allow-same-origin allow-forms allow-popups'

/**
 * The game in a popup frame over the page (spec §2 Modals: "game popup in an iframe"). Closing it, by the
 * button or Escape, calls `onClose`, after which the portal refreshes the balance.
 */
export function GamePopup({
  open,
  url,
  title,
  onClose,
}: {
  open: boolean
  url: string | null
  title: string
  onClose(): void
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
    <dialog ref={ref} className={styles.popup} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          <Icon name="gamepad" size={18} />
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t`Close game`} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {open && url && (
        <iframe
          className={styles.frame}
          src={url}
          title={title}
          sandbox={sandbox}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      )}
    </dialog>
  )
}
