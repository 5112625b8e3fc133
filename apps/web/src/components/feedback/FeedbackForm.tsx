import { Trans, useLingui } from '@lingui/react/macro'
import type { FeedbackImage, FeedbackIntents, FeedbackView } from '@portal/core'
import { useId } from 'react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useValidationMessage } from '../../i18n/useValidationMessage'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { ImagePicker } from '../ImagePicker/ImagePicker'
import styles from './FeedbackForm.module.css'
import { useFeedbackCopy } from './useFeedbackCopy'

interface FeedbackFormProps {
  /** The feedback flow's view-model with its intents (`connectFeedback`). */
  view: FeedbackView & FeedbackIntents
  /** Reads picked files for `addImages`. */
  readImages(files: readonly File[]): Promise<FeedbackImage[]>
  onClose(): void
}

/** Question type, the text with its live counter, up to three images with previews (spec §5). */
export function FeedbackForm({ view, readImages, onClose }: FeedbackFormProps) {
  const { t } = useLingui()
  const copy = useFeedbackCopy()
  const message = useValidationMessage()
  const failureMessage = useFailureMessage()
  const id = useId()
  const busy = view.status === 'submitting'

  if (view.status === 'sent') {
    return (
      <div className={styles.sent} role="status">
        <span className={styles.sentIcon}>
          <Icon name="sparkles" size={28} />
        </span>
        <p>
          <Trans>Thank you! Your feedback has been sent.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={view.reset}>
            <Trans>Send another</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    )
  }

  const contentError = view.fieldErrors.content
  const over = view.contentLength > view.contentMax
  return (
    <div className={styles.form} aria-busy={busy || undefined}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-type`}>
          <Trans>Question type</Trans>
        </label>
        <select
          id={`${id}-type`}
          className={styles.select}
          value={view.fields.questionType}
          onChange={(event) => view.change('questionType', event.target.value)}
        >
          {view.questionTypes.map((code) => (
            <option key={code} value={code}>
              {copy.questionType(code)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-content`}>
          <Trans>Your feedback</Trans>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className={contentError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
          rows={5}
          required
          value={view.fields.content}
          placeholder={t`Tell us what happened or what we could do better`}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-error` : ''}`}
          onChange={(event) => view.change('content', event.target.value)}
        />
        <div className={styles.under}>
          {contentError ? (
            <p id={`${id}-error`} className={styles.error}>
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
        readImages={readImages}
      />
      {view.failure && (
        <p className={styles.failure} role="alert">
          {failureMessage(view.failure)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!view.canSubmit || busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send feedback</Trans>}
        </Button>
      </div>
    </div>
  )
}
