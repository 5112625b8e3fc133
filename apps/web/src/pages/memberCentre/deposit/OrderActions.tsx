import { Trans, useLingui } from '@lingui/react/macro'
import { connectDepositOrder, createDepositOrder, type DepositFailure, type DepositOrder } from '@portal/core'
import { useFlow } from '@portal/react'
import { useId, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { submitted } from '../../../components/form/submitted'
import { Spinner } from '../../../components/Spinner/Spinner'
import deposit from './Deposit.module.css'
import styles from './OrderActions.module.css'
import { useDepositText } from './useDepositText'

/**
 * A waiting order's own actions (issue 32): the reference the member's bank printed on the transfer (bank
 * transfers and member-to-member only; the back office looks for it on its statement), and a chat room with the
 * deposit desk about the order. Each asks the platform once per click; a refusal keeps what was typed.
 */
export function OrderActions({ order, takesReference }: { order: DepositOrder; takesReference: boolean }) {
  const { t } = useLingui()
  const text = useDepositText()
  const [view] = useFlow((portal) => createDepositOrder(portal, order), connectDepositOrder, [
    order.reference,
  ])
  const id = useId()
  const { dateTime } = text
  const failure = (problem: DepositFailure) => {
    if (problem.code === 'order_not_pending') return t`This order is already settled; no reference is needed`
    if (problem.code === 'reference_not_accepted') return t`This channel takes no reference`
    if (problem.code === 'reference_invalid') return invalid
    return text.failure(problem)
  }
  const invalid = t`Enter 4 to 40 letters, digits or . _ / - without spaces`
  const expires = view.chat ? dateTime(view.chat.expiresAt) : ''
  return (
    <div className={styles.actions} data-testid="order-actions">
      {takesReference && (
        <form
          className={deposit.field}
          aria-label={t`Bank reference`}
          aria-busy={view.saving || undefined}
          noValidate
          onSubmit={submitted(() => view.save())}
        >
          <label className={deposit.legend} htmlFor={`${id}-reference`}>
            <Trans>Bank reference of your transfer</Trans>
          </label>
          <p className={deposit.hint} id={`${id}-hint`}>
            <Trans>
              The reference your bank printed on the transfer helps the back office find your payment.
            </Trans>
          </p>
          {view.saved && (
            <p className={styles.saved} role="status" data-testid="saved-reference">
              <Trans>
                Saved: <bdi dir="ltr">{view.saved}</bdi>
              </Trans>
            </p>
          )}
          <div className={styles.line}>
            <input
              id={`${id}-reference`}
              className={styles.input}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              value={view.typed}
              readOnly={view.saving}
              aria-invalid={view.issue ? true : undefined}
              aria-describedby={`${id}-hint${view.issue ? ` ${id}-issue` : ''}`}
              onChange={(event) => view.change(event.target.value)}
            />
            <Button type="submit" disabled={view.saving}>
              {view.saving ? <Spinner size={16} /> : null}
              {view.saved ? <Trans>Replace reference</Trans> : <Trans>Save reference</Trans>}
            </Button>
          </div>
          {view.issue && (
            <p className={deposit.error} id={`${id}-issue`} role="alert">
              {invalid}
            </p>
          )}
          {view.failure && (
            <p className={deposit.error} role="alert">
              {failure(view.failure)}
            </p>
          )}
        </form>
      )}
      <div className={styles.line}>
        <Button variant="secondary" onClick={view.askChat} disabled={view.linking}>
          {view.linking ? <Spinner size={16} /> : null}
          <Trans>Chat with the deposit desk</Trans>
        </Button>
        {view.chat && (
          <span role="status">
            <a className={styles.chatLink} href={view.chat.url} target="_blank" rel="noopener noreferrer">
              <Trans>Open the chat</Trans>
            </a>{' '}
            <span className={deposit.hint}>
              <Trans>The link works until {expires}.</Trans>
            </span>
          </span>
        )}
      </div>
      {view.chatFailure && (
        <p className={deposit.error} role="alert">
          {text.failure(view.chatFailure)}
        </p>
      )}
    </div>
  )
}

/** A waiting order's actions in the list of recent deposits, folded until the member opens them. */
export function FoldedOrderActions({
  order,
  takesReference,
}: {
  order: DepositOrder
  takesReference: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <details className={styles.more} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {takesReference ? <Trans>Reference and chat</Trans> : <Trans>Chat about this order</Trans>}
      </summary>
      {open && <OrderActions order={order} takesReference={takesReference} />}
    </details>
  )
}
