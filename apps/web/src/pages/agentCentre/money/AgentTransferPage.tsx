import { Trans, useLingui } from '@lingui/react/macro'
import { type AgentTransferField, connectAgentTransfer, createAgentTransfer } from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useTeamMoneyMessages } from '../../../components/teamMoney/useTeamMoneyMessages'
import centre from '../AgentCentre.module.css'
import { useAgentFormat } from '../useAgentFormat'
import styles from './AgentMoney.module.css'
import { RecipientPicker } from './RecipientPicker'

/**
 * Transfer to my upline or to someone in my team (agentDownlineTransfer): recipient, amount and fund password;
 * one request per click, its idempotency key made in the core, so a Retry after a lost answer moves nothing twice.
 */
export default function AgentTransferPage() {
  const { t } = useLingui()
  const [view] = useFlow(createAgentTransfer, connectAgentTransfer)
  const format = useAgentFormat()
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

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Transfer to upline or downline</Trans>
      </h2>
      {view.status === 'loading' ? (
        <Spinner />
      ) : view.status === 'loadFailed' && view.failure ? (
        <div className={styles.row}>
          <p className={styles.failure} role="alert">
            {message(view.failure)}
          </p>
          <Button size="small" onClick={view.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {view.info && (
            <p className={styles.balance} data-testid="transfer-balance">
              <Trans>Balance</Trans> <strong dir="ltr">{format.money(view.info.balance)}</strong>
            </p>
          )}
          <RecipientPicker
            chosen={view.fields.to}
            upline={view.info?.upline ?? null}
            error={error('to')}
            onPick={(account) => view.change('to', account)}
          />
          <TextField
            label={t`Amount`}
            value={view.fields.amount}
            onValueChange={(value) => view.change('amount', value)}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            required
            error={error('amount')}
          />
          <PasswordField
            label={t`Fund password`}
            value={view.fields.password}
            onValueChange={(value) => view.change('password', value)}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            dir="ltr"
            required
            error={error('password')}
          />
          {view.failure && (
            <p className={styles.failure} role="alert">
              {message(view.failure)}
            </p>
          )}
          {view.done && view.status === 'ready' && (
            <p className={styles.success} role="status">
              <Trans>
                Sent {format.money(view.done.amount)} to {view.done.to}.
              </Trans>
            </p>
          )}
          <div className={styles.row}>
            {view.canRetry ? (
              <Button type="button" onClick={view.retry}>
                <Trans>Retry</Trans>
              </Button>
            ) : (
              <Button type="submit" disabled={sending || !view.canSubmit}>
                {sending ? <Trans>Sending…</Trans> : <Trans>Transfer</Trans>}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  )
}
