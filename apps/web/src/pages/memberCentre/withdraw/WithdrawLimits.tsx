import { Trans } from '@lingui/react/macro'
import type { WithdrawSettings } from '@portal/core'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from './Withdraw.module.css'

/** What a withdrawal must respect, shown before the member types: limits, the day's count, fee, turnover. */
export function WithdrawLimits({ settings }: { settings: WithdrawSettings }) {
  const { amount: money, percent } = useFormatters()
  const { fee } = settings
  const rate = percent(fee.rateBasisPoints / 10_000)
  const used = settings.dailyUsed
  const count = settings.dailyCount
  const free = fee.freePerDay
  const feeMin = money(fee.min)
  const feeMax = money(fee.max)
  const turnoverLeft = settings.turnoverRemaining.minor > 0n
  return (
    <dl className={styles.limits}>
      <div>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd className={styles.amount}>{money(settings.balance)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Per withdrawal</Trans>
        </dt>
        <dd className={styles.amount}>
          {money(settings.minAmount)} – {money(settings.maxAmount)}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Today</Trans>
        </dt>
        <dd className={styles.amount}>
          <Trans>
            {used} of {count} used
          </Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd>
          <Trans>
            First {free} a day free, then {rate} ({feeMin}–{feeMax})
          </Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Turnover still to bet</Trans>
        </dt>
        <dd className={turnoverLeft ? `${styles.amount} ${styles.warn}` : styles.amount}>
          {money(settings.turnoverRemaining)}
        </dd>
      </div>
    </dl>
  )
}
