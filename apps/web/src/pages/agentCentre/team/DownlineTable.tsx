import { Trans, useLingui } from '@lingui/react/macro'
import type { Downline } from '@portal/core'
import { useFormatters } from '../../../i18n/useFormatters'
import { DownlineStatus } from './DownlineStatus'
import styles from './TeamManagement.module.css'

/**
 * A dense table of downlines: numbers right-aligned in tabular figures, the status in colour and words. The
 * account opens the details, so it works on a phone where the table scrolls sideways; an agent's row opens
 * their team.
 */
export function DownlineTable({
  rows,
  busy,
  onDetails,
  onDrill,
}: {
  rows: readonly Downline[]
  busy: boolean
  onDetails: (account: string) => void
  onDrill: (account: string) => void
}) {
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t`Account`}</th>
            <th scope="col" className={styles.num}>{t`Level`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col" className={styles.wideOnly}>{t`Registered`}</th>
            <th scope="col" className={styles.wideOnly}>{t`Last login`}</th>
            <th scope="col" className={styles.num}>{t`Balance`}</th>
            <th scope="col" className={styles.num}>{t`Downlines`}</th>
            <th scope="col">{t`Team`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.account}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => onDetails(row.account)}
                  aria-label={t`Details of ${row.account}`}
                >
                  <bdi className={styles.account}>{row.account}</bdi>
                </button>
                <span className={styles.kind} data-kind={row.kind}>
                  {row.kind === 'agent' ? <Trans>Agent</Trans> : <Trans>Member</Trans>}
                </span>
              </th>
              <td className={styles.num}>{format.count(row.level)}</td>
              <td>
                <DownlineStatus status={row.status} />
              </td>
              <td className={styles.wideOnly}>{format.date(row.registeredAt)}</td>
              <td className={styles.wideOnly}>
                {row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t`Never`}
              </td>
              <td className={styles.num}>{format.amount(row.balance)}</td>
              <td className={styles.num}>{format.count(row.directs)}</td>
              <td>
                {row.kind === 'agent' && (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => onDrill(row.account)}
                    aria-label={t`Team of ${row.account}`}
                  >
                    <Trans>Open team</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
