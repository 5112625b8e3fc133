import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectDepositReceipt,
  createDepositReceipt,
  type DepositOrder,
  type ReceiptIssue,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { submitted } from '../../../components/form/submitted'
import { ImagePicker } from '../../../components/ImagePicker/ImagePicker'
import { Spinner } from '../../../components/Spinner/Spinner'
import styles from '../MemberCentre.module.css'
import deposit from './Deposit.module.css'
import { useDepositText } from './useDepositText'

/**
 * The bank transfer's receipt (issue 14): up to three png or jpg images under 5 MB, previewed and removable,
 * and a remark, sent once per click. A failed send keeps everything; the same button sends it again. Once the
 * order holds a receipt, the form gives way to a line saying so (`onSent` reads the orders again, so the
 * timeline shows the step).
 */
export function DepositReceipt({ order, onSent }: { order: DepositOrder; onSent(): void }) {
  const { t } = useLingui()
  const text = useDepositText()
  const [view] = useFlow((portal) => createDepositReceipt(portal, order.reference), connectDepositReceipt, [
    order.reference,
  ])
  const id = useId()
  const sent = view.status === 'sent'
  useEffect(() => {
    if (sent) onSent()
  }, [sent, onSent])

  const kept = view.order?.receipt ?? order.receipt
  if (sent || kept)
    return (
      <p className={deposit.receiptSent} role="status" data-testid="receipt-sent">
        <Trans>Receipt sent. The back office checks it with your transfer.</Trans>
      </p>
    )

  const busy = view.status === 'sending'
  const issue = view.issue ? issueText(view.issue) : null
  const over = view.remarkLength > view.remarkMax
  return (
    <form
      className={deposit.receipt}
      aria-label={t`Payment receipt`}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submitted(() => view.submit())}
    >
      <h3 className={deposit.legend}>
        <Trans>Payment receipt</Trans>
      </h3>
      <p className={deposit.hint}>
        <Trans>Paid? Send a picture of the transfer receipt so the back office can match it faster.</Trans>
      </p>
      <ImagePicker
        label={<Trans>Receipt images (png or jpg, under 5 MB, up to 3)</Trans>}
        images={view.images}
        canAdd={view.canAddImages}
        refused={view.refused}
        onAdd={view.addImages}
        onRemove={view.removeImage}
      />
      <div className={deposit.field}>
        <label className={deposit.legend} htmlFor={`${id}-remark`}>
          <Trans>Remark (optional)</Trans>
        </label>
        <textarea
          id={`${id}-remark`}
          className={deposit.remark}
          rows={2}
          value={view.remark}
          readOnly={busy}
          placeholder={t`For example: the bank you paid from and the time`}
          aria-invalid={over ? true : undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => view.changeRemark(event.target.value)}
        />
        <span id={`${id}-count`} className={over ? `${deposit.count} ${deposit.over}` : deposit.count}>
          {view.remarkLength}/{view.remarkMax}
        </span>
      </div>
      {issue && (
        <p className={deposit.error} role="alert">
          {issue}
        </p>
      )}
      {view.failure && (
        <p className={styles.failure} role="alert">
          {text.failure(view.failure)}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={!view.canSend}>
          {busy ? <Spinner size={16} /> : null}
          <Trans>Send receipt</Trans>
        </Button>
      </div>
    </form>
  )

  function issueText(problem: ReceiptIssue): string {
    if (problem.code === 'imagesRequired') return t`Add at least one image of the receipt`
    const max = problem.max
    return t`The remark can be at most ${max} characters`
  }
}
