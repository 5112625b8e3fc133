import { useLingui } from '@lingui/react/macro'
import { type Contract, type ContractKind, ratioToPercent } from '@portal/core'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './Contracts.module.css'

/** The tiers of a contract, with the columns its kind reads (domain/contracts.ts). */
export function TierTable({ kind, tiers }: { kind: ContractKind; tiers: Contract['tiers'] }) {
  const { t } = useLingui()
  const money = useFormatters().amount
  const percent = (ratio: number) => `${ratioToPercent(ratio)}%`
  const betLabel =
    kind === 'dividend'
      ? t`Valid bet of the period`
      : kind === 'realTimeSalary'
        ? t`Bet per period`
        : t`Team volume`
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{betLabel}</th>
          {kind === 'dividend' && <th scope="col">{t`Team loss`}</th>}
          {kind !== 'realTimeSalary' && <th scope="col">{t`Active people`}</th>}
          <th scope="col">{kind === 'realTimeSalary' ? t`Win rate` : t`Ratio`}</th>
          {kind === 'realTimeSalary' && <th scope="col">{t`Loss rate`}</th>}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is what they mean
          <tr key={index}>
            <td className={styles.number}>{money(tier.minBet)}</td>
            {kind === 'dividend' && <td className={styles.number}>{money(tier.minLoss)}</td>}
            {kind !== 'realTimeSalary' && <td className={styles.number}>{tier.minActive}</td>}
            <td className={styles.number}>{percent(tier.ratio)}</td>
            {kind === 'realTimeSalary' && <td className={styles.number}>{percent(tier.lossRatio)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
