import { Trans, useLingui } from '@lingui/react/macro'
import { connectChat, createChat, frameSandbox } from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useRef } from 'react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import styles from './ChatRoom.module.css'

/** The chat side panel (a full-height sheet on phones): the model list, then the chosen room in a frame. */
export function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const { t } = useLingui()
  const failureMessage = useFailureMessage()
  const [view] = useFlow(createChat, connectChat)
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    if (open) panel.current?.focus()
  }, [open])

  const title = view.model?.title
  const roomTitle = title ?? ''
  return (
    <section
      ref={panel}
      id={id}
      className={styles.panel}
      role="dialog"
      aria-label={t`Chat room`}
      tabIndex={-1}
      hidden={!open}
    >
      <header className={styles.head}>
        {view.canClose && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`All chat rooms`}
            onClick={view.close}
          >
            <Icon name="chevron" size={18} className={styles.back} />
          </button>
        )}
        <h2 className={styles.title}>{title ?? <Trans>Chat room</Trans>}</h2>
        <button type="button" className={styles.iconButton} aria-label={t`Close chat`} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </header>
      <div className={styles.body}>
        {(view.status === 'loading' || view.status === 'launching') && (
          <div className={styles.centre}>
            <Spinner size={32} />
          </div>
        )}
        {view.status === 'failed' && (
          <div className={styles.centre} role="alert">
            <p>
              {view.failure ? (
                failureMessage(view.failure)
              ) : (
                <Trans>The chat rooms could not be loaded.</Trans>
              )}
            </p>
            <Button variant="secondary" onClick={view.retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {view.status === 'ready' && (
          <>
            {view.failure && (
              <p className={styles.error} role="alert">
                {failureMessage(view.failure)}
              </p>
            )}
            <p className={styles.lead}>
              <Trans>Pick a room to start chatting.</Trans>
            </p>
            <ul className={styles.models}>
              {view.models.map((model) => (
                <li key={model.modelId}>
                  <button type="button" className={styles.model} onClick={() => view.launch(model.modelId)}>
                    <span className={styles.avatar} aria-hidden="true">
                      {model.title.slice(0, 1)}
                    </span>
                    <span className={styles.modelTitle}>{model.title}</span>
                    <Icon name="chevron" size={16} className={styles.go} />
                  </button>
                </li>
              ))}
            </ul>
            {view.models.length === 0 && (
              <p className={styles.lead}>
                <Trans>No chat room is open right now.</Trans>
              </p>
            )}
          </>
        )}
        {view.status === 'open' && view.url && (
          <iframe
            className={styles.frame}
            src={view.url}
            title={t`Chat: ${roomTitle}`}
            sandbox={frameSandbox(view.url, window.location.origin)}
            referrerPolicy="no-referrer"
          />
        )}
      </div>
    </section>
  )
}
