import { useLingui } from '@lingui/react/macro'
import { formatBalance, type Money } from '@portal/core'
import { Icon } from '../Icon/Icon'
import styles from './BalanceWidget.module.css'
import { useBalanceHidden } from './useBalanceHidden'

export interface BalanceWidgetProps {
  /** The main balance with its currency symbol, or null before it is known. */
  balance: { amount: Money; currencySymbol: string } | null
  loading: boolean
  /** The last refresh failed: the amount shown may be out of date. */
  failed: boolean
  onRefresh(): void
}

/** The member's balance to 2 decimals in the active locale, with refresh and a show/hide toggle (spec §2). */
export function BalanceWidget({ balance, loading, failed, onRefresh }: BalanceWidgetProps) {
  const { t, i18n } = useLingui()
  const [hidden, toggleHidden] = useBalanceHidden()
  // Lingui holds the BCP 47 locale of the active language (`activateLanguage`), the catalog name is not one.
  const locale = [i18n.locales ?? []].flat()[0] ?? i18n.locale
  // No balance yet shows formatBalance's "unavailable" dash.
  const text = formatBalance(balance?.amount ?? null, {
    locale,
    masked: hidden,
    currencySymbol: balance?.currencySymbol,
  })
  return (
    <div className={styles.widget}>
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span className="visually-hidden">{t`Balance`}</span>
      <span
        className={[styles.amount, failed ? styles.stale : ''].join(' ')}
        title={failed ? t`The balance could not be updated` : undefined}
        data-testid="balance-amount"
      >
        {text}
      </span>
      <button
        type="button"
        className={styles.control}
        aria-label={t`Hide balance`}
        aria-pressed={hidden}
        onClick={toggleHidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t`Refresh balance`}
        aria-busy={loading}
        onClick={onRefresh}
      >
        <Icon name="refresh" size={16} className={loading ? styles.spinning : undefined} />
      </button>
    </div>
  )
}
