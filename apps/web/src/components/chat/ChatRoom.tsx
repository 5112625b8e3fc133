import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { ChatPanel } from './ChatPanel'
import styles from './ChatRoom.module.css'

/**
 * The floating chat button (bottom, end side) and its side panel. The panel's flow starts on the first
 * opening and stays mounted after it, so a closed panel keeps its room for the next opening.
 */
export default function ChatRoom() {
  const { t } = useLingui()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        aria-label={t`Chat room`}
        title={t`Chat room`}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <ChatBubble />
      </button>
      {opened && <ChatPanel id={panelId} open={open} onClose={close} />}
    </>
  )
}

function ChatBubble() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h0a1 1 0 0 1-1-1V5.5Z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="var(--color-on-accent)" />
      <circle cx="12" cy="9.5" r="1.2" fill="var(--color-on-accent)" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="var(--color-on-accent)" />
    </svg>
  )
}
