import { Trans, useLingui } from '@lingui/react/macro'
import { connectApplication, createApplication } from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useId } from 'react'
import { Button } from '../../components/Button/Button'
import formStyles from '../../components/feedback/FeedbackForm.module.css'
import { submitted } from '../../components/form/submitted'
import { ImagePicker } from '../../components/ImagePicker/ImagePicker'
import { useMemberFailure } from '../../i18n/useMemberFailure'
import { useValidationMessage } from '../../i18n/useValidationMessage'

/**
 * The application of an application-type promotion (spec §4, §5): a remark of at most 140 characters counted
 * as it is typed, up to three png or jpg images under 5 MB, previewed and removable before sending. What breaks
 * a rule is refused beside the field; a failed call keeps everything and the same button sends it again.
 */
export function ApplicationForm({ promotionId, onSent }: { promotionId: string; onSent(): void }) {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createApplication(portal, promotionId), connectApplication, [
    promotionId,
  ])
  const message = useValidationMessage()
  const failureMessage = useMemberFailure()
  const id = useId()
  const busy = view.status === 'submitting'
  const sent = view.status === 'sent'

  useEffect(() => {
    if (sent) onSent()
  }, [sent, onSent])

  if (sent) return null
  const over = view.remarkLength > view.remarkMax
  return (
    <form
      className={formStyles.form}
      aria-busy={busy || undefined}
      aria-label={t`Application`}
      onSubmit={submitted(() => view.submit())}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-remark`}>
          <Trans>Remark</Trans>
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-remark`}
          className={view.remarkError ? `${formStyles.textarea} ${formStyles.invalid}` : formStyles.textarea}
          rows={3}
          value={view.remark}
          aria-invalid={view.remarkError ? true : undefined}
          aria-describedby={`${id}-count${view.remarkError ? ` ${id}-error` : ''}`}
          onChange={(event) => view.changeRemark(event.target.value)}
        />
        <div className={formStyles.under}>
          {view.remarkError ? (
            <p id={`${id}-error`} className={formStyles.error}>
              {message(view.remarkError)}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${id}-count`}
            className={over ? `${formStyles.count} ${formStyles.over}` : formStyles.count}
            data-testid="remark-count"
          >
            {view.remarkLength}/{view.remarkMax}
          </span>
        </div>
      </div>
      <ImagePicker
        label={<Trans>Images (png or jpg, under 5 MB, up to 3)</Trans>}
        images={view.images}
        canAdd={view.canAddImages}
        refused={view.refused}
        onAdd={view.addImages}
        onRemove={view.removeImage}
      />
      {view.failure && (
        <p className={formStyles.failure} role="alert">
          {failureMessage(view.failure)}
        </p>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" disabled={!view.canSubmit}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send application</Trans>}
        </Button>
      </div>
    </form>
  )
}
