import { Trans, useLingui } from '@lingui/react/macro'
import { connectVip, createVip, type VipLevelView, type VipRequirement } from '@portal/core'
import { useFlow } from '@portal/react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button/Button'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { Icon } from '../../../components/Icon/Icon'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import vip from './Vip.module.css'

/**
 * The VIP club (/member/vip; the original's getPlayerRankProgress, getPlayerRankRule, getPlayerRankNearbyLevels
 * and getMemberClubBenefit): the member's level, the way to the next (turnover and deposits, with amounts and a
 * bar), the nearby levels and what every level gives. The level is the platform's: the page follows it as play
 * and deposits move it, and says so when it rises.
 */
export default function VipPage() {
  const [view] = useFlow(createVip, connectVip)
  const failureMessage = useMemberFailure()
  const { amount } = useFormatters()

  return (
    <div className={styles.panel} aria-busy={view.refreshing || undefined}>
      <h1 className={styles.title}>
        <Trans>VIP club</Trans>
      </h1>
      {view.status === 'loading' && <Spinner size={24} />}
      {view.status === 'failed' && view.failure && (
        <FailureNotice onRetry={view.retry}>{failureMessage(view.failure)}</FailureNotice>
      )}
      {view.rankedUp && (
        <div className={`${styles.row} ${vip.rankedUp}`} role="status" data-testid="vip-ranked-up">
          <Icon name="trophy" size={20} />
          <p className={styles.success}>
            <Trans>
              You reached {view.rankedUp.name}! Upgrade bonus {amount(view.rankedUp.upgradeBonus)} added to
              your main wallet.
            </Trans>
          </p>
          <Button size="small" variant="secondary" onClick={view.dismiss}>
            <Trans>OK</Trans>
          </Button>
        </div>
      )}
      {view.status === 'ready' && view.current && (
        <>
          <section className={vip.standing} aria-labelledby="vip-level">
            <p className={vip.level}>
              <span className={styles.muted}>
                <Trans>Your level</Trans>
              </span>
              <strong id="vip-level" data-testid="vip-level" data-level={view.current.level}>
                {view.current.name}
              </strong>
            </p>
            {view.next && view.turnover && view.deposits ? (
              <>
                <p className={styles.muted}>
                  <Trans>
                    Next: {view.next.name}, with an upgrade bonus of {amount(view.next.upgradeBonus)}.
                  </Trans>
                </p>
                <Progress label={<Trans>Turnover</Trans>} requirement={view.turnover} id="vip-turnover" />
                <Progress label={<Trans>Deposits</Trans>} requirement={view.deposits} id="vip-deposits" />
              </>
            ) : (
              <p className={styles.success}>
                <Trans>You are at the highest level.</Trans>
              </p>
            )}
            {view.levelsKept && (
              <p className={styles.muted}>
                <Trans>A level once reached is kept. Turnover and approved deposits count for life.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="vip-nearby" className={vip.section}>
            <h2 id="vip-nearby" className={styles.subtitle}>
              <Trans>Nearby levels</Trans>
            </h2>
            <ol className={vip.nearby}>
              {view.nearby.map((level) => (
                <li key={level.level} data-standing={level.standing}>
                  <strong>{level.name}</strong>
                  <Standing standing={level.standing} />
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="vip-levels" className={vip.section}>
            <h2 id="vip-levels" className={styles.subtitle}>
              <Trans>Levels and benefits</Trans>
            </h2>
            <ul className={vip.levels}>
              {view.levels.map((level) => (
                <LevelCard key={level.level} level={level} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  )
}

function Progress({ label, requirement, id }: { label: ReactNode; requirement: VipRequirement; id: string }) {
  const { amount } = useFormatters()
  const met = requirement.percent === 100
  return (
    <div className={vip.progress} data-testid={id}>
      <div className={vip.progressHead}>
        <span id={`${id}-label`}>{label}</span>
        <span dir="ltr" className={vip.figures}>
          {amount(requirement.done)} / {amount(requirement.needed)}
        </span>
      </div>
      <div
        className={vip.track}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={requirement.percent}
      >
        <div
          className={vip.fill}
          data-met={met || undefined}
          style={{ inlineSize: `${requirement.percent}%` }}
        />
      </div>
      <p className={met ? styles.success : styles.muted}>
        {met ? <Trans>Done</Trans> : <Trans>{amount(requirement.left)} to go</Trans>}
      </p>
    </div>
  )
}

function Standing({ standing }: { standing: VipLevelView['standing'] }) {
  return (
    <span className={vip.badge} data-standing={standing}>
      {standing === 'current' ? (
        <Trans>Your level</Trans>
      ) : standing === 'reached' ? (
        <Trans>Reached</Trans>
      ) : (
        <Trans>Ahead</Trans>
      )}
    </span>
  )
}

function LevelCard({ level }: { level: VipLevelView }) {
  const { t } = useLingui()
  const { amount, percent, count } = useFormatters()
  const benefit = level.benefit
  const rows: [string, string][] = [
    [t`Turnover`, amount(level.turnover)],
    [t`Deposits`, amount(level.deposits)],
    [t`Upgrade bonus`, amount(level.upgradeBonus)],
    ...(benefit
      ? ([
          [t`Rebate`, percent(benefit.rebateRate / 10_000)],
          [t`Withdrawals a day`, count(benefit.dailyWithdrawals)],
          [t`Withdrawal limit a day`, amount(benefit.dailyWithdrawLimit)],
          [t`Birthday bonus`, amount(benefit.birthdayBonus)],
          [t`Monthly bonus`, amount(benefit.monthlyBonus)],
        ] as [string, string][])
      : []),
  ]
  return (
    <li
      className={vip.card}
      data-standing={level.standing}
      aria-current={level.standing === 'current' || undefined}
    >
      <div className={vip.cardHead}>
        <h3>{level.name}</h3>
        <Standing standing={level.standing} />
      </div>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
