import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { connectTeamOverview, createTeamOverview, type Money, type TeamPeriod } from '@portal/core'
import { useFlow } from '@portal/react'
import { PageState } from '../../../components/PageState/PageState'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import { BetsChart } from './BetsChart'
import styles from './TeamOverview.module.css'

const periods: readonly { id: TeamPeriod; label: MessageDescriptor }[] = [
  { id: 'today', label: msg`Today` },
  { id: 'yesterday', label: msg`Yesterday` },
  { id: 'month', label: msg`This month` },
]

/**
 * The team overview (agentTeamOverview, AGEINFO3): the team's figures for today, yesterday or this month,
 * and the valid bets of each day as a small bar chart. A period switch keeps the old figures, dimmed, until
 * the new ones arrive.
 */
export default function TeamOverviewPage() {
  const { _ } = useLingui()
  const { t } = useLinguiMacro()
  const [view] = useFlow(createTeamOverview, connectTeamOverview)
  const format = useFormatters()
  const failureMessage = useTeamFailure()
  const { overview } = view

  return (
    <div className={centre.panel}>
      <div className={styles.head}>
        <h2 className={centre.title}>
          <Trans>Team overview</Trans>
        </h2>
        <fieldset className={styles.periods} aria-label={t`Period`}>
          {periods.map((period) => (
            <button
              key={period.id}
              type="button"
              className={styles.period}
              aria-pressed={view.period === period.id}
              onClick={() => view.pickPeriod(period.id)}
            >
              {_(period.label)}
            </button>
          ))}
        </fieldset>
      </div>
      <PageState
        loading={!overview && view.status === 'loading'}
        failed={view.status === 'failed' && !!view.failure}
        reason={view.failure && failureMessage(view.failure)}
        onRetry={view.retry}
      />
      {overview && (
        <div
          className={styles.body}
          aria-busy={view.stale || view.status === 'loading'}
          data-stale={view.stale}
        >
          <p className={centre.muted}>
            {overview.from === overview.to ? (
              format.day(overview.from)
            ) : (
              <Trans>
                {format.day(overview.from)} to {format.day(overview.to)}
              </Trans>
            )}
          </p>
          <dl className={styles.figures}>
            <Figure label={t`Team size`} value={format.count(overview.teamSize)}>
              <Trans>{format.count(overview.directs)} direct</Trans>
            </Figure>
            <Figure label={t`New members`} value={format.count(overview.newMembers)} />
            <Figure label={t`Active members`} value={format.count(overview.activeMembers)}>
              <Trans>placed a bet</Trans>
            </Figure>
            <Figure label={t`Deposits`} value={format.amount(overview.deposits)} />
            <Figure label={t`Withdrawals`} value={format.amount(overview.withdrawals)} />
            <Figure label={t`Valid bets`} value={format.amount(overview.bets)} />
            <ProfitLoss value={overview.profitLoss} text={format.signedAmount(overview.profitLoss)} />
          </dl>
          <BetsChart bars={view.chart} />
        </div>
      )}
    </div>
  )
}

function Figure({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {children && <dd className={styles.note}>{children}</dd>}
    </div>
  )
}

/** The team's result in colour and in words: what the members won or lost against the games. */
function ProfitLoss({ value, text }: { value: Money; text: string }) {
  const { t } = useLinguiMacro()
  const tone = value.minor > 0n ? 'up' : value.minor < 0n ? 'down' : 'flat'
  return (
    <div className={styles.figure} data-tone={tone}>
      <dt>{t`Team profit/loss`}</dt>
      <dd className={styles.value}>{text}</dd>
      <dd className={styles.note}>
        {tone === 'up' ? (
          <Trans>Team won</Trans>
        ) : tone === 'down' ? (
          <Trans>Team lost</Trans>
        ) : (
          <Trans>Even</Trans>
        )}
      </dd>
    </div>
  )
}
