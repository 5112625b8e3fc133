import { type ReactNode, useEffect, useRef } from 'react'
import { Button } from '../Button/Button'
import type { IconName } from '../Icon/Icon'
import { Modal, ModalText } from '../Modal/Modal'

interface DialogProps {
  open: boolean
  icon?: IconName
  title: ReactNode
  children?: ReactNode
  confirmLabel: ReactNode
  /** Called by the button, Escape, a click on the cover, or the timeout (spec §4 "Dialogs"). */
  onClose(): void
  /** For a message that needs no answer: the dialog closes by itself after this long. */
  closeAfterMs?: number
}

/** A modal message with one confirming button. */
export function Dialog({
  open,
  icon = 'sparkles',
  title,
  children,
  confirmLabel,
  onClose,
  closeAfterMs,
}: DialogProps) {
  // The latest onClose, so a parent that re-renders does not restart the timer.
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!open || closeAfterMs === undefined) return
    const timer = setTimeout(() => close.current(), closeAfterMs)
    return () => clearTimeout(timer)
  }, [open, closeAfterMs])

  return (
    <Modal
      open={open}
      icon={icon}
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{confirmLabel}</Button>}
    >
      {children && <ModalText>{children}</ModalText>}
    </Modal>
  )
}
