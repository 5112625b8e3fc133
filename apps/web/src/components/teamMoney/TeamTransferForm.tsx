import { Trans, useLingui } from '@lingui/react/macro'
import type { AgentTransferField, AgentTransferIntents, AgentTransferView, Money } from '@portal/core'
import type { FormEvent, ReactNode } from 'react'
import { Link } from 'wouter'
import { SubmitOrRetry } from '../Button/SubmitOrRetry'
import { FundPasswordField } from '../form/PasswordField/FundPasswordField'
import { TextField } from '../form/TextField/TextField'
import { PageState } from '../PageState/PageState'
import styles from './TeamTransferForm.module.css'
import { useTeamMoneyMessages } from './useTeamMoneyMessages'

interface TeamTransferFormProps {
  view: AgentTransferView & AgentTransferIntents
  /** The form's accessible name. */
  label: string
  format: (amount: Money) => string
  /**
   * Who gets the money when the member cannot choose (their upline), shown beside the balance. Without it the
   * `picker` chooses, and says its own error.
   */
  fixedRecipient?: string
  picker?: ReactNode
}

/**
 * Money to my upline or someone in my team (agentDownlineTransfer), for the member centre's transfer to upline
 * and the agent centre's transfer: amount and fund password, one request per click with the core's idempotency
 * key, so a Retry after a lost answer moves nothing twice, and says so.
 */
export function TeamTransferForm({ view, label, format, fixedRecipient, picker }: TeamTransferFormProps) {
  const { t } = useLingui()
  const message = useTeamMoneyMessages()
  const error = (field: AgentTransferField) => {
    const issue = view.fieldErrors[field]
    return issue ? message(issue) : null
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    view.submit()
  }
  const sending = view.status === 'sending'
  const min = view.info ? format(view.info.minAmount) : null

  if (view.status === 'loading' || (view.status === 'loadFailed' && view.failure))
    return (
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'loadFailed'}
        reason={view.failure && message(view.failure)}
        onRetry={view.retry}
      />
    )
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <dl className={styles.facts}>
        {fixedRecipient !== undefined && (
          <div>
            <dt>
              <Trans>Upline</Trans>
            </dt>
            <dd data-testid="transfer-recipient" dir="ltr">
              {fixedRecipient}
            </dd>
          </div>
        )}
        {view.info && (
          <div>
            <dt>
              <Trans>Main wallet</Trans>
            </dt>
            <dd className={styles.amount} dir="ltr" data-testid="transfer-balance">
              {format(view.info.balance)}
            </dd>
          </div>
        )}
      </dl>
      {picker}
      <TextField
        label={t`Amount`}
        value={view.fields.amount}
        onValueChange={(value) => view.change('amount', value)}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        required
        hint={min ? <Trans>At least {min}</Trans> : null}
        error={error('amount')}
      />
      <FundPasswordField
        value={view.fields.password}
        onValueChange={(value) => view.change('password', value)}
        error={error('password')}
      />
      {view.info?.fundPasswordSet === false && (
        <p className={styles.muted}>
          <Link to="/member/securityCenter">
            <Trans>Set a fund password in My account</Trans>
          </Link>
        </p>
      )}
      {/* No picker to carry it (no upline any more, or the server no longer takes it as mine): said here. */}
      {!picker && error('to') && (
        <p className={styles.failure} role="alert">
          {error('to')}
        </p>
      )}
      {view.failure && (
        <p className={styles.failure} role="alert">
          {view.failure.kind === 'network' || view.failure.kind === 'timeout' ? (
            <Trans>No answer came back. Retry is safe: the same transfer is sent, never a second one.</Trans>
          ) : (
            message(view.failure)
          )}
        </p>
      )}
      {view.done && view.status === 'ready' && (
        <p className={styles.success} role="status">
          <Trans>
            Sent {format(view.done.amount)} to {view.done.to}.
          </Trans>
        </p>
      )}
      <div className={styles.row}>
        <SubmitOrRetry
          canRetry={view.canRetry}
          onRetry={view.retry}
          busy={sending}
          blocked={!view.canSubmit}
          label={<Trans>Transfer</Trans>}
          busyLabel={<Trans>Sending…</Trans>}
        />
      </div>
    </form>
  )
}
