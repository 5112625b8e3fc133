import { Trans, useLingui } from '@lingui/react/macro'
import { type AgentTransferField, connectAgentTransfer, createUplineTransfer } from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { type FormEvent, useEffect } from 'react'
import { Link } from 'wouter'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useTeamMoneyMessages } from '../../../components/teamMoney/useTeamMoneyMessages'
import styles from '../MemberCentre.module.css'
import { useMoneyFormat } from '../useMoneyFormat'
import upline from './TransferUpline.module.css'

/**
 * Transfer to upline (/member/transferUpline, the original's `transferUpline`): money from my main wallet to the
 * agent above me, with the fund password. The agent centre's transfer flow with its recipient fixed to my
 * upline: one request per click, its idempotency key made in the core, so a Retry after a lost answer moves
 * nothing twice. The upline's balance follows on their real-time channel.
 */
export default function TransferUplinePage() {
  const { t } = useLingui()
  const [view] = useFlow(createUplineTransfer, connectAgentTransfer)
  const [session] = useSession()
  // Money that arrives while the page is open (a payout, an envelope) raises the limit of the amount at once.
  const live = session.balance?.amount
  const { syncBalance } = view
  useEffect(() => {
    if (live) syncBalance(live)
  }, [live, syncBalance])
  const format = useMoneyFormat()
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
  const noFundPassword = view.info?.fundPasswordSet === false
  const min = view.info ? format(view.info.minAmount) : null

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>Transfer to upline</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>
          Send money from your main wallet to the agent above you. Your fund password confirms it.
        </Trans>
      </p>
      {view.status === 'loading' ? (
        <Spinner size={24} />
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
        <form className={upline.form} onSubmit={submit} noValidate aria-label={t`Transfer to upline`}>
          <dl className={upline.facts}>
            <div>
              <dt>
                <Trans>Upline</Trans>
              </dt>
              <dd data-testid="upline-account" dir="ltr">
                {view.fields.to}
              </dd>
            </div>
            {view.info && (
              <div>
                <dt>
                  <Trans>Main wallet</Trans>
                </dt>
                <dd className={upline.amount} dir="ltr" data-testid="upline-transfer-balance">
                  {format(view.info.balance)}
                </dd>
              </div>
            )}
          </dl>
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
          {noFundPassword && (
            <p className={styles.muted}>
              <Link to="/member/securityCenter">
                <Trans>Set a fund password in My account</Trans>
              </Link>
            </p>
          )}
          {/* No upline any more, or the server no longer takes it as mine: nothing to pick, so said here. */}
          {error('to') && (
            <p className={styles.failure} role="alert">
              {error('to')}
            </p>
          )}
          {view.failure && (
            <p className={styles.failure} role="alert">
              {view.failure.kind === 'network' || view.failure.kind === 'timeout' ? (
                <Trans>
                  No answer came back. Retry is safe: the same transfer is sent, never a second one.
                </Trans>
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
