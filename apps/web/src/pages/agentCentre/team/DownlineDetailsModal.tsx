import { Trans, useLingui } from '@lingui/react/macro'
import type { FlowFailure, TeamDetailsView } from '@portal/core'
import { Button } from '../../../components/Button/Button'
import { Modal } from '../../../components/Modal/Modal'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { DownlineStatus } from './DownlineStatus'
import styles from './TeamManagement.module.css'

/** One downline in full: who, under whom, since when, and this month's money. */
export function DownlineDetailsModal({
  details: view,
  onClose,
  onRetry,
  onDrill,
  failureMessage,
}: {
  details: TeamDetailsView
  onClose: () => void
  onRetry: () => void
  onDrill: (account: string) => void
  failureMessage: (failure: FlowFailure) => string
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const { details } = view
  const account = view.account ?? ''
  return (
    <Modal
      open={view.status !== 'closed'}
      size="form"
      title={<Trans>Downline {account}</Trans>}
      onClose={onClose}
      busy={view.status === 'loading'}
    >
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed' && !!view.failure}
        reason={view.failure && failureMessage(view.failure)}
        onRetry={onRetry}
      />
      {view.status === 'open' && details && (
        <div className={styles.details}>
          <dl className={styles.detailList}>
            <Item label={t`Account`}>
              <bdi>{details.account}</bdi>
            </Item>
            <Item label={t`Kind`}>{details.kind === 'agent' ? t`Agent` : t`Member`}</Item>
            <Item label={t`Status`}>
              <DownlineStatus status={details.status} />
            </Item>
            <Item label={t`Upline`}>
              <bdi>{details.upline}</bdi>
            </Item>
            <Item label={t`Level`}>{format.count(details.level)}</Item>
            <Item label={t`VIP`}>{details.vip}</Item>
            <Item label={t`Registered`}>{format.dateTime(details.registeredAt)}</Item>
            <Item label={t`Last login`}>
              {details.lastLoginAt ? format.dateTime(details.lastLoginAt) : t`Never`}
            </Item>
            <Item label={t`Last deposit`}>
              {details.lastDepositAt ? format.dateTime(details.lastDepositAt) : t`Never`}
            </Item>
            <Item label={t`Balance`} numeric>
              {format.amount(details.balance)}
            </Item>
            <Item label={t`Direct downlines`} numeric>
              {format.count(details.directs)}
            </Item>
            <Item label={t`Team size`} numeric>
              {format.count(details.teamSize)}
            </Item>
          </dl>
          <h3 className={styles.subtitle}>
            <Trans>This month</Trans>
          </h3>
          <dl className={styles.detailList}>
            <Item label={t`Deposits`} numeric>
              {format.amount(details.month.deposits)}
            </Item>
            <Item label={t`Withdrawals`} numeric>
              {format.amount(details.month.withdrawals)}
            </Item>
            <Item label={t`Valid bets`} numeric>
              {format.amount(details.month.bets)}
            </Item>
            <Item label={t`Profit/loss`} numeric>
              {format.signedAmount(details.month.profitLoss)}
            </Item>
          </dl>
          {details.kind === 'agent' && (
            <Button size="small" variant="secondary" onClick={() => onDrill(details.account)}>
              <Trans>Show their team</Trans>
            </Button>
          )}
        </div>
      )}
    </Modal>
  )
}

function Item({ label, numeric, children }: { label: string; numeric?: boolean; children: React.ReactNode }) {
  return (
    <div className={styles.detailItem}>
      <dt>{label}</dt>
      <dd className={numeric ? styles.numValue : undefined}>{children}</dd>
    </div>
  )
}
