import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './Modal.module.css'

interface ModalProps {
  open: boolean
  /** The round badge above a message's title; a form popup has none. */
  icon?: IconName
  /** The icon's backdrop: the accent for messages, neon for security checks. */
  tone?: 'accent' | 'neon'
  title: ReactNode
  children?: ReactNode
  /** The buttons at the bottom, side by side; a form popup keeps its buttons in its form. */
  actions?: ReactNode
  /**
   * `message` (default): a narrow centred card. `form`: a wider body for a sign-in form, the title at the start
   * beside a close button, and a full-height sheet on phones. `wide`: the same for reading (announcements, help
   * centre), up to 880px wide.
   */
  size?: 'message' | 'form' | 'wide'
  /** Called by Escape, a click on the cover, or whatever the actions decide (spec §4 "Dialogs"). */
  onClose(): void
  /** Spec §4: dialogs close by a click on the cover unless that is disabled, as for a form being typed in. */
  closeOnCover?: boolean
  /** Makes the body a form: Enter submits it. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void
  busy?: boolean
}

/** The shell of every modal: the platform's `<dialog>` (focus trap, Escape, top layer), icon, title, actions. */
export function Modal({
  open,
  icon,
  tone = 'accent',
  title,
  children,
  actions,
  onClose,
  closeOnCover = true,
  onSubmit,
  busy = false,
  size = 'message',
}: ModalProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const form = size !== 'message'

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // A form popup opens on its first field, not on its close button, which comes first in the document. The
  // form may arrive after the popup (a lazy panel): the focus moves once it does, unless the user moved it.
  useEffect(() => {
    const dialog = ref.current
    if (!open || !form || !dialog) return
    const untouched = () =>
      document.activeElement === dialog || dialog.querySelector(`.${styles.close}`) === document.activeElement
    const focusFirstField = () => {
      const field = dialog.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
      if (!field) return false
      if (untouched()) field.focus()
      return true
    }
    if (focusFirstField()) return
    const watcher = new MutationObserver(() => {
      if (focusFirstField()) watcher.disconnect()
    })
    watcher.observe(dialog, { childList: true, subtree: true })
    return () => watcher.disconnect()
  }, [open, form])

  const heading = (
    <h2 id={titleId} className={styles.title}>
      {title}
    </h2>
  )
  const content = (
    <>
      {icon && (
        <span className={`${styles.icon} ${styles[tone]}`}>
          <Icon name={icon} size={28} />
        </span>
      )}
      {form ? (
        <div className={styles.head}>
          {heading}
          <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
      ) : (
        heading
      )}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  )

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the cover click mirrors Escape, which <dialog> handles itself
    <dialog
      ref={ref}
      className={[styles.dialog, form && styles.form, size === 'wide' && styles.wide]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the cover, outside the body.
        if (closeOnCover && event.target === event.currentTarget) onClose()
      }}
    >
      {onSubmit ? (
        // The flow checks the fields and says what is wrong beside each, in the member's language: the
        // browser's own check of `required` would stop the submit first with its untranslated bubble.
        <form className={styles.body} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          {content}
        </form>
      ) : (
        <div className={styles.body}>{content}</div>
      )}
    </dialog>
  )
}

/** The muted paragraph under a modal's title. */
export function ModalText({ children }: { children: ReactNode }) {
  return <div className={styles.text}>{children}</div>
}
