import { Trans, useLingui } from '@lingui/react/macro'
import {
  type AccountRecord,
  type AccountTotals,
  connectRecords,
  connectWithdraw,
  createRecords,
  createWithdraw,
  type Portal,
  recentWithdrawalsConfig,
  type WithdrawIntents,
  type WithdrawView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Link } from 'wouter'
import { SubmitOrRetry } from '../../../components/Button/SubmitOrRetry'
import { FundPasswordField } from '../../../components/form/PasswordField/FundPasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { PageState } from '../../../components/PageState/PageState'
import { memberTimeZone } from '../../../components/records/recordsFormat'
import { useFormatters } from '../../../i18n/useFormatters'
import memberStyles from '../MemberCentre.module.css'
import { orderStatusOf, RecentWithdrawals } from './RecentWithdrawals'
import { useWithdrawMessages } from './useWithdrawMessages'
import styles from './Withdraw.module.css'
import { WithdrawCards } from './WithdrawCards'
import { WithdrawLimits } from './WithdrawLimits'
import { WithdrawResult } from './WithdrawResult'

const createRecent = (portal: Portal) =>
  createRecords(portal, recentWithdrawalsConfig, { timeZone: memberTimeZone() })

/**
 * Withdraw (spec §2, issue 14): limits, fee and turnover shown first; cards to pick, add and make default; the
 * amount with its fee as typed; the fund password, which lives only in this screen's flow while it is typed.
 */
export default function WithdrawPage() {
  const [view] = useFlow(createWithdraw, connectWithdraw)
  // The page's own records query: made anew with each order placed here, so the new one is listed.
  const [recent] = useFlow(createRecent, connectRecords<AccountRecord, AccountTotals>, [view.order?.orderNo])
  const message = useWithdrawMessages()
  // The order's status as the records have it now (paid once its payment is confirmed), else as placed.
  const placed = view.order ? recent.rows.find((row) => row.reference === view.order?.orderNo) : undefined
  return (
    <div className={memberStyles.panel}>
      <h1 className={memberStyles.title}>
        <Trans>Withdraw</Trans>
      </h1>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.reload}
        reason={view.failure ? message(view.failure) : null}
      />
      {view.status === 'done' && view.order && (
        <WithdrawResult
          order={view.order}
          status={placed ? orderStatusOf(placed) : view.order.status}
          onAgain={view.reload}
        />
      )}
      {view.status === 'ready' && view.settings && <WithdrawForm view={view} />}
      <RecentWithdrawals view={recent} />
    </div>
  )
}

function WithdrawForm({ view }: { view: WithdrawView & WithdrawIntents }) {
  const { t } = useLingui()
  const money = useFormatters().amount
  const message = useWithdrawMessages()
  const error = (field: keyof WithdrawView['fieldErrors']) => {
    const issue = view.fieldErrors[field]
    return issue ? message(issue) : null
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.submit()
  }
  const settings = view.settings
  if (!settings) return null
  return (
    <>
      <WithdrawLimits settings={settings} />
      {view.needsFundPassword && (
        <p className={styles.notice} role="status">
          <Trans>Withdrawals need a fund password.</Trans>{' '}
          <Link to="/member/securityCenter">
            <Trans>Set a fund password in My account</Trans>
          </Link>
        </p>
      )}
      <WithdrawCards view={view} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Amount`}
          value={view.fields.amount}
          onValueChange={(value) => view.change('amount', value)}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
          error={error('amount')}
          hint={
            view.pricing ? (
              <Trans>Working out the fee…</Trans>
            ) : view.charges ? (
              <span className={styles.fee} data-testid="withdraw-fee">
                <Trans>
                  Fee {money(view.charges.fee)} · {money(view.charges.total)} leaves your balance
                </Trans>
              </span>
            ) : undefined
          }
        />
        <FundPasswordField
          value={view.fields.password}
          onValueChange={(value) => view.change('password', value)}
          disabled={view.needsFundPassword}
          error={error('password')}
        />
        {view.failure && (
          <p className={memberStyles.failure} role="alert">
            {message(view.failure)}
          </p>
        )}
        <div className={memberStyles.row}>
          <SubmitOrRetry
            canRetry={view.canRetry}
            onRetry={view.retry}
            busy={view.submitting}
            label={<Trans>Withdraw</Trans>}
            busyLabel={<Trans>Sending…</Trans>}
          />
        </div>
      </form>
    </>
  )
}
