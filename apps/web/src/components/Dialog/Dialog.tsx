import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import type { IconName } from '../Icon/Icon'
import { Modal, ModalText } from '../Modal/Modal'

interface DialogProps {
  open: boolean
  icon?: IconName
  title: ReactNode
  children?: ReactNode
  confirmLabel: ReactNode
  /** Called by the button, Escape, or a click on the cover (spec §4 "Dialogs"). */
  onClose(): void
}

/** A modal message with one confirming button. */
export function Dialog({ open, icon = 'sparkles', title, children, confirmLabel, onClose }: DialogProps) {
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
