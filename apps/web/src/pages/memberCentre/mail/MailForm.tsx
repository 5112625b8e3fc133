import { Trans, useLingui } from '@lingui/react/macro'
import type { ComposeIntents, ComposeView } from '@portal/core'
import { useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { ImagePicker } from '../../../components/ImagePicker/ImagePicker'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import styles from './Mail.module.css'
import { useMailFailure, useRecipientName } from './useMailText'

interface MailFormProps {
  view: ComposeView & ComposeIntents
  onCancel(): void
}

/**
 * A mail to support (or, for a member in a team, their agent), or a reply to an inbox mail: the feedback form's
 * rules, a counter beside the text, up to three images. A failure keeps everything and says why.
 */
export function MailForm({ view, onCancel }: MailFormProps) {
  const { t } = useLingui()
  const id = useId()
  const message = useValidationMessage()
  const failureMessage = useMailFailure()
  const recipientName = useRecipientName()
  const busy = view.status === 'sending'
  const reply = view.replyTo !== null

  if (view.status === 'loading') return <p className={styles.muted}>{t`Loading…`}</p>
  if (view.status === 'loadFailed')
    return (
      <div className={styles.notice} role="alert">
        <p>{view.failure ? failureMessage(view.failure) : null}</p>
        <Button size="small" variant="secondary" onClick={view.retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  if (view.status === 'sent')
    return (
      <div className={styles.sent} role="status">
        <p>
          <Trans>Your message has been sent. The answer will arrive in your inbox.</Trans>
        </p>
        <div className={styles.actions}>
          {!reply && (
            <Button size="small" variant="secondary" onClick={view.reset}>
              <Trans>Write another</Trans>
            </Button>
          )}
          <Button size="small" onClick={onCancel}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    )

  const { title: titleError, content: contentError, recipientType: recipientError } = view.fieldErrors
  const over = view.contentLength > view.contentMax
  return (
    <form
      className={styles.form}
      aria-busy={busy || undefined}
      aria-label={reply ? t`Reply` : t`Write a message`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        view.submit()
      }}
    >
      {reply ? (
        <p className={styles.muted}>
          <Trans>Reply to customer service: {view.replyTo?.title}</Trans>
        </p>
      ) : (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-to`}>
              <Trans>To</Trans>
            </label>
            <select
              id={`${id}-to`}
              className={styles.input}
              value={view.fields.recipientType}
              aria-invalid={recipientError ? true : undefined}
              onChange={(event) => view.change('recipientType', event.target.value)}
            >
              {view.recipients.map((recipient) => (
                <option key={recipient} value={recipient}>
                  {recipientName(recipient)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-title`}>
              <Trans>Subject</Trans>
            </label>
            <input
              id={`${id}-title`}
              className={titleError ? `${styles.input} ${styles.invalid}` : styles.input}
              value={view.fields.title}
              maxLength={view.titleMax}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${id}-title-error` : undefined}
              onChange={(event) => view.change('title', event.target.value)}
            />
            {titleError && (
              <p id={`${id}-title-error`} className={styles.error}>
                {message(titleError)}
              </p>
            )}
          </div>
        </>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-content`}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id={`${id}-content`}
          className={
            contentError
              ? `${styles.input} ${styles.textarea} ${styles.invalid}`
              : `${styles.input} ${styles.textarea}`
          }
          rows={4}
          value={view.fields.content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-content-error` : ''}`}
          onChange={(event) => view.change('content', event.target.value)}
        />
        <div className={styles.under}>
          {contentError ? (
            <p id={`${id}-content-error`} className={styles.error}>
              {message(contentError)}
            </p>
          ) : (
            <span />
          )}
          <span id={`${id}-count`} className={over ? `${styles.count} ${styles.over}` : styles.count}>
            {view.contentLength}/{view.contentMax}
          </span>
        </div>
      </div>
      <ImagePicker
        label={<Trans>Screenshots (png or jpg, under 5 MB, up to 3)</Trans>}
        images={view.images}
        canAdd={view.canAddImages}
        refused={view.refused}
        onAdd={view.addImages}
        onRemove={view.removeImage}
      />
      {view.failure && (
        <p className={styles.error} role="alert">
          {failureMessage(view.failure)}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="small" type="submit" disabled={!view.canSubmit}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  )
}
