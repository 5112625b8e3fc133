import { Trans, useLingui } from '@lingui/react/macro'
import { connectMrSalary, createMrSalary, type MrSalaryRow, type MrSalaryStatus } from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import styles from './MrSalary.module.css'
import { useMrSalaryMessages } from './useMrSalaryMessages'

function SalaryStatus({ status }: { status: MrSalaryStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {status === 'paid' ? (
        <Trans>Paid</Trans>
      ) : status === 'due' ? (
        <Trans>Due</Trans>
      ) : status === 'nothingDue' ? (
        <Trans>Nothing due</Trans>
      ) : (
        <Trans>No rate</Trans>
      )}
    </span>
  )
}

/**
 * The agent's daily salary by member ratio (agentMRDailySalary): a rate per direct downline, what a day pays each
 * of them from their team's valid bets, and the payout from my balance — one request per click, its idempotency
 * key made in the core, so a Retry after a lost answer pays nothing twice.
 */
export default function MrSalaryPage() {
  const { t } = useLingui()
  const [view] = useFlow(createMrSalary, connectMrSalary)
  const format = useFormatters()
  const message = useMrSalaryMessages()
  const { info } = view
  const sending = view.status === 'saving' || view.status === 'paying'

  const row = (downline: MrSalaryRow) => {
    const issue = view.rateErrors[downline.account]
    const errorId = `mr-rate-error-${downline.account}`
    const save = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      view.saveRate(downline.account)
    }
    return (
      <tr key={downline.account} data-testid={`mr-row-${downline.account}`}>
        <th scope="row">
          <span>
            <span className={styles.account}>{downline.account}</span>
            <span className={styles.kind}>
              {downline.kind === 'agent' ? <Trans>Agent</Trans> : <Trans>Member</Trans>}
            </span>
          </span>
        </th>
        <td data-label={t`Rate (%)`} className={styles.rateCell}>
          <form className={styles.rate} onSubmit={save} noValidate>
            <input
              aria-label={t`Rate for ${downline.account} (%)`}
              value={view.rateText(downline.account)}
              onChange={(event) => view.editRate(downline.account, event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              aria-invalid={issue ? true : undefined}
              aria-describedby={issue ? errorId : undefined}
              disabled={sending}
            />
            <Button type="submit" size="small" variant="secondary" disabled={!view.canAct}>
              {view.status === 'saving' && view.busyWith === downline.account ? (
                <Trans>Saving…</Trans>
              ) : (
                <Trans>Save</Trans>
              )}
            </Button>
          </form>
          {issue && (
            <p id={errorId} className={styles.fieldError} role="alert">
              {message(issue)}
            </p>
          )}
        </td>
        <td data-label={t`Team valid bet`} className={styles.number}>
          {format.amount(downline.validBet)}
        </td>
        <td data-label={t`Active members`} className={styles.number}>
          {format.count(downline.activeMembers)}
        </td>
        <td data-label={t`Salary`} className={styles.number}>
          {format.amount(downline.amount)}
        </td>
        <td data-label={t`Status`}>
          <SalaryStatus status={downline.status} />
        </td>
        <td>
          {downline.status === 'due' && (
            <Button size="small" onClick={() => view.pay(downline.account)} disabled={!view.canAct}>
              {view.status === 'paying' && view.busyWith === downline.account ? (
                <Trans>Paying…</Trans>
              ) : (
                <Trans>Pay</Trans>
              )}
            </Button>
          )}
        </td>
      </tr>
    )
  }

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Daily salary by member ratio</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          Each direct downline earns the rate you give them of their team's valid bets of a day. You pay it
          from your balance once the day has ended.
        </Trans>
      </p>
      {!info ? (
        <PageState
          loading={view.status === 'loading'}
          failed={view.status !== 'loading'}
          reason={view.failure && message(view.failure)}
          onRetry={view.retry}
        />
      ) : (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>
                <label htmlFor="mr-salary-day">
                  <Trans>Day</Trans>
                </label>
              </dt>
              <dd>
                <input
                  id="mr-salary-day"
                  className={styles.day}
                  type="date"
                  min={info.earliestDay}
                  max={info.latestDay}
                  value={info.day}
                  onChange={(event) => event.target.value && view.showDay(event.target.value)}
                />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Your own rate</Trans>
              </dt>
              <dd dir="ltr" data-testid="mr-own-rate">
                {view.ownRate}%
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Balance</Trans>
              </dt>
              <dd dir="ltr" data-testid="mr-balance">
                {format.amount(info.balance)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Team valid bet</Trans>
              </dt>
              <dd dir="ltr">{format.amount(info.totals.validBet)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Due</Trans>
              </dt>
              <dd dir="ltr" data-testid="mr-total-due">
                {format.amount(info.totals.due)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Paid</Trans>
              </dt>
              <dd dir="ltr" data-testid="mr-total-paid">
                {format.amount(info.totals.paid)}
              </dd>
            </div>
          </dl>
          {view.failure && (
            <div className={styles.row}>
              <p className={styles.failure} role="alert">
                {message(view.failure)}
              </p>
              {view.canRetry && (
                <Button size="small" onClick={view.retry}>
                  <Trans>Retry</Trans>
                </Button>
              )}
            </div>
          )}
          {view.done && !view.failure && (
            <p className={styles.success} role="status">
              {view.done.kind === 'pay' ? (
                <Trans>
                  Paid {format.amount(view.done.payout.amount)} to {view.done.payout.downline} for{' '}
                  {format.day(view.done.payout.day)}.
                </Trans>
              ) : (
                <Trans>
                  {view.done.downline}'s rate is now {view.rateText(view.done.downline)}%.
                </Trans>
              )}
            </p>
          )}
          {info.rows.length === 0 ? (
            <p className={centre.muted}>
              <Trans>Nobody in your team yet</Trans>
            </p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} aria-busy={view.status === 'loading'} data-day={info.day}>
                <caption className="visually-hidden">
                  <Trans>Salary of {format.day(info.day)} per direct downline</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Downline</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Rate (%)</Trans>
                    </th>
                    <th scope="col" className={styles.number}>
                      <Trans>Team valid bet</Trans>
                    </th>
                    <th scope="col" className={styles.number}>
                      <Trans>Active members</Trans>
                    </th>
                    <th scope="col" className={styles.number}>
                      <Trans>Salary</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">
                        <Trans>Payout</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>{info.rows.map(row)}</tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
