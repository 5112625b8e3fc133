import { Trans, useLingui } from '@lingui/react/macro'
import type { PointConfig } from '@portal/core'
import styles from './PointsMall.module.css'
import { usePointsText } from './usePointsText'

/** The rules from `pointConfig`: stakes unit, points ratio, which activities earn points; points never expire. */
export function PointsRules({ config }: { config: PointConfig }) {
  const { t } = useLingui()
  const points = usePointsText()
  const typeName: Record<string, string> = {
    live: t`Live casino`,
    lott: t`Lottery`,
    pvp: t`Board and card games`,
    rng: t`Slots`,
    sports: t`Sports`,
    redeem: t`Redemption`,
    deposit: t`Deposit`,
  }
  return (
    <section className={styles.section} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.subtitle}>
        <Trans>Rules</Trans>
      </h2>
      <ul className={styles.rules}>
        <li>
          <Trans>Every {points(config.stakesUnit)} staked earns 1 point.</Trans>
        </li>
        <li>
          <Trans>Cash to points: 1 of your currency buys {points(config.pointsRatio)} points.</Trans>
        </li>
        <li>
          <Trans>Points are earned from:</Trans>{' '}
          {config.depositPointTypes.map((type) => typeName[type] ?? type).join(' · ')}
        </li>
        <li data-testid="points-never-expire">
          <Trans>Points never expire.</Trans>
        </li>
      </ul>
    </section>
  )
}
