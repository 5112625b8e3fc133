import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '../Button/Button'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  icon?: IconName
  title: ReactNode
  children?: ReactNode
  confirmLabel: ReactNode
  /** Called by the button, Escape, or a click on the backdrop (spec §4 "Dialogs"). */
  onClose(): void
}

/** A modal message with one confirming button, on the platform's `<dialog>` (focus trap, Escape, top layer). */
export function Dialog({ open, icon = 'sparkles', title, children, confirmLabel, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles itself
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the body.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.body}>
        <span className={styles.icon}>
          <Icon name={icon} size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && <div className={styles.text}>{children}</div>}
        <Button onClick={onClose}>{confirmLabel}</Button>
      </div>
    </dialog>
  )
}
