import { Trans, useLingui } from '@lingui/react/macro'
import { connectRedEnvelope, createRedEnvelope, type EnvelopeField, type SentEnvelope } from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import { FundPasswordField } from '../../../components/form/PasswordField/FundPasswordField'
import { SegmentedTabs } from '../../../components/form/SegmentedTabs/SegmentedTabs'
import { TextField } from '../../../components/form/TextField/TextField'
import { PageState } from '../../../components/PageState/PageState'
import { useTeamMoneyMessages } from '../../../components/teamMoney/useTeamMoneyMessages'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import styles from './AgentMoney.module.css'

/**
 * Red envelopes for my team (agentRedRain, AGENTRANSMULTDOWN3): a total split into a number of envelopes, at
 * random or equally, that anyone in my team may open until they run out or expire (the rest comes back to me);
 * below, what I sent and who opened what.
 */
export default function RedEnvelopePage() {
  const { t } = useLingui()
  const [view] = useFlow(createRedEnvelope, connectRedEnvelope)
  const format = useFormatters()
  const message = useTeamMoneyMessages()
  const error = (field: EnvelopeField) => {
    const issue = view.fieldErrors[field]
    return issue ? message(issue) : null
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    view.submit()
  }
  const sending = view.status === 'sending'

  return (
    <>
      <div className={centre.panel}>
        <h2 className={centre.title}>
          <Trans>Red envelope</Trans>
        </h2>
        <p className={centre.muted}>
          <Trans>
            Everyone in your team may open one envelope until they run out; what is left when they expire
            comes back to you.
          </Trans>
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t`Total amount`}
            value={view.fields.total}
            onValueChange={(value) => view.change('total', value)}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            required
            error={error('total')}
          />
          <div className={styles.twoColumns}>
            <TextField
              label={t`Number of envelopes`}
              value={view.fields.count}
              onValueChange={(value) => view.change('count', value)}
              inputMode="numeric"
              dir="ltr"
              required
              error={error('count')}
            />
            <TextField
              label={t`Expires after (hours)`}
              value={view.fields.hours}
              onValueChange={(value) => view.change('hours', value)}
              inputMode="numeric"
              dir="ltr"
              required
              error={error('hours')}
            />
          </div>
          <SegmentedTabs
            label={t`Split`}
            panelId="envelope-split"
            value={view.split}
            onChange={view.pickSplit}
            options={[
              { value: 'random', label: t`Random amounts` },
              { value: 'equal', label: t`Equal amounts` },
            ]}
          />
          {/* The step-up the platform asks before money leaves (issue 31). */}
          <FundPasswordField
            value={view.fields.paymentPassword}
            onValueChange={(value) => view.change('paymentPassword', value)}
            error={error('paymentPassword')}
          />
          {view.failure && view.status !== 'loadFailed' && (
            <p className={styles.failure} role="alert">
              {message(view.failure)}
            </p>
          )}
          {view.sent && view.status === 'ready' && (
            <p className={styles.success} role="status">
              {view.sent.count === 1 ? (
                <Trans>Sent {format.amount(view.sent.total)} in one envelope.</Trans>
              ) : (
                <Trans>
                  Sent {format.amount(view.sent.total)} in {format.count(view.sent.count)} envelopes.
                </Trans>
              )}
            </p>
          )}
          <div className={styles.row}>
            {view.canRetry && view.status === 'failed' ? (
              <Button type="button" onClick={view.retry}>
                <Trans>Retry</Trans>
              </Button>
            ) : (
              <Button type="submit" disabled={sending || !view.canSubmit}>
                {sending ? <Trans>Sending…</Trans> : <Trans>Send red envelope</Trans>}
              </Button>
            )}
          </div>
        </form>
      </div>
      <div className={centre.panel}>
        <div className={styles.row}>
          <h3 className={centre.title}>
            <Trans>Envelopes sent</Trans>
          </h3>
          <Button
            size="small"
            variant="secondary"
            onClick={view.refresh}
            disabled={view.status === 'loading'}
          >
            <Trans>Refresh</Trans>
          </Button>
        </div>
        <PageState
          failed={view.status === 'loadFailed' && !!view.failure}
          reason={view.failure && message(view.failure)}
          onRetry={view.retry}
        >
          {view.history.length === 0 ? (
            <p className={centre.muted}>
              <Trans>No envelopes sent yet.</Trans>
            </p>
          ) : (
            <History rows={view.history} />
          )}
        </PageState>
      </div>
    </>
  )
}

function History({ rows }: { rows: SentEnvelope[] }) {
  const { t } = useLingui()
  const format = useFormatters()
  const statusText = {
    open: t({ message: 'Open', context: 'envelope status' }),
    finished: t`All opened`,
    expired: t`Expired`,
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="envelope-history">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Sent</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Total</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Opened</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Who opened</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{format.dateTime(row.createdAt)}</td>
              <td className={styles.number} dir="ltr">
                {format.amount(row.total)}
              </td>
              <td className={styles.number}>
                {format.count(row.opened.length)}/{format.count(row.count)}
              </td>
              <td>
                <span className={`${styles.status} ${styles[row.status]}`}>{statusText[row.status]}</span>
              </td>
              <td>
                <ul className={styles.openers}>
                  {row.opened.map((one) => (
                    <li key={one.account}>
                      {one.account} <span dir="ltr">{format.amount(one.amount)}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
