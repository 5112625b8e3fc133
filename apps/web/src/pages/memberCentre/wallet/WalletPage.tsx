import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectTransfer,
  connectWallet,
  createTransfer,
  type TransferDone,
  type VendorWallet,
  walletFlow,
} from '@portal/core'
import { useFlow, useSharedFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { TransferDialog } from './TransferDialog'
import wallet from './Wallet.module.css'

/**
 * My wallet (/member/transferFund): the main balance and every vendor's wallet, a transfer in or out of each,
 * and "collect all" back to main. In single-wallet mode (merchant wallet isSingle 1) there are no vendor
 * wallets: the page shows the one balance and says games draw on it.
 */
export default function WalletPage() {
  const { t } = useLingui()
  const [view] = useSharedFlow(walletFlow, connectWallet)
  const [transfer] = useFlow(createTransfer, connectTransfer)
  const format = useFormatters().amount
  const failureMessage = useMemberFailure()
  const vendorOf = (code: string | null) => view.wallets.find((row) => row.vassalage === code) ?? null
  const collectFailed = transfer.failure && !transfer.formOpen

  return (
    <div className={styles.panel}>
      <div className={wallet.head}>
        <h1 className={styles.title}>
          <Trans>My wallet</Trans>
        </h1>
        <Button size="small" variant="secondary" onClick={view.refresh} aria-busy={view.refreshing}>
          <Icon name="refresh" size={14} />
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your wallets could not be loaded.</Trans>}
      />
      {view.status === 'ready' && (
        <>
          <section className={wallet.summary} aria-label={t`Main wallet`}>
            <div>
              <span className={wallet.label}>
                <Trans>Main wallet</Trans>
              </span>
              <span className={wallet.main} data-testid="main-wallet" dir="ltr">
                {format(view.main)}
              </span>
            </div>
            {!view.single && (
              <div>
                <span className={wallet.label}>
                  <Trans>All wallets</Trans>
                </span>
                <span className={wallet.total} data-testid="total-wallets" dir="ltr">
                  {format(view.total)}
                </span>
              </div>
            )}
            {!view.single && (
              <Button
                onClick={transfer.collectAll}
                disabled={!view.canCollect || transfer.collecting || transfer.status === 'sending'}
                aria-busy={transfer.collecting}
              >
                <Icon name="arrowUp" size={16} />
                <Trans>Collect all to main</Trans>
              </Button>
            )}
          </section>
          {view.failure && (
            <p className={styles.failure} role="alert">
              {failureMessage(view.failure)}
            </p>
          )}
          {transfer.done && <DoneNotice done={transfer.done} name={vendorOf} />}
          {collectFailed && transfer.failure && (
            <div className={styles.row} role="alert">
              <p className={styles.failure}>
                {transfer.failure.code === 'network' ? (
                  <Trans>No answer came back. Retry is safe: nothing is collected twice.</Trans>
                ) : (
                  failureMessage(transfer.failure)
                )}
              </p>
              {transfer.canRetry && (
                <Button size="small" onClick={transfer.retry}>
                  <Trans>Retry</Trans>
                </Button>
              )}
              <Button size="small" variant="secondary" onClick={transfer.close}>
                <Trans>Close</Trans>
              </Button>
            </div>
          )}
          {view.single ? (
            <p className={styles.muted} data-testid="single-wallet">
              <Trans>
                This site uses one wallet: every game draws on your main balance, so there is nothing to
                transfer.
              </Trans>
            </p>
          ) : (
            <VendorTable
              wallets={view.wallets}
              disabled={transfer.status === 'sending'}
              onTransfer={(row, direction) =>
                view.main && transfer.open(row.vassalage, direction, view.main, row.balance)
              }
            />
          )}
        </>
      )}
      <TransferDialog view={transfer} vendor={vendorOf(transfer.vendor)} />
    </div>
  )
}

function DoneNotice({ done, name }: { done: TransferDone; name: (code: string) => VendorWallet | null }) {
  const format = useFormatters().amount
  const amount = format(done.amount)
  if (done.kind === 'collect')
    return (
      <p className={styles.success} role="status">
        {done.skipped.length > 0 ? (
          <Trans>
            {amount} collected to your main wallet. Wallets under maintenance keep their money until they are
            back: {done.skipped.join(', ')}.
          </Trans>
        ) : (
          <Trans>{amount} collected to your main wallet.</Trans>
        )}
      </p>
    )
  const vendor = name(done.vendor)?.name ?? done.vendor
  return (
    <p className={styles.success} role="status">
      {done.direction === 'in' ? (
        <Trans>
          {amount} transferred to {vendor}.
        </Trans>
      ) : (
        <Trans>
          {amount} transferred from {vendor} to your main wallet.
        </Trans>
      )}
    </p>
  )
}

function VendorTable({
  wallets,
  disabled,
  onTransfer,
}: {
  wallets: readonly VendorWallet[]
  disabled: boolean
  onTransfer(row: VendorWallet, direction: 'in' | 'out'): void
}) {
  const { t } = useLingui()
  const format = useFormatters().amount
  return (
    <table className={wallet.table} aria-label={t`Game wallets`}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Game wallet</Trans>
          </th>
          <th scope="col" className={wallet.number}>
            <Trans>Balance</Trans>
          </th>
          <th scope="col" className={wallet.actionsCell}>
            <span className="visually-hidden">
              <Trans>Transfer</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {wallets.map((row) => (
          <tr key={row.vassalage} data-testid={`wallet-${row.vassalage}`} data-maintenance={row.maintenance}>
            <th scope="row">
              <span className={wallet.vendor}>{row.name}</span>
              {row.maintenance && (
                <span className={wallet.maintenance}>
                  <Icon name="wrench" size={12} />
                  <Trans>Maintenance</Trans>
                </span>
              )}
            </th>
            <td className={wallet.number} dir="ltr" data-testid="wallet-balance">
              {format(row.balance)}
            </td>
            <td className={wallet.actionsCell}>
              <span className={wallet.rowActions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={disabled || row.maintenance}
                  aria-label={t`Transfer into ${row.name}`}
                  onClick={() => onTransfer(row, 'in')}
                >
                  <Trans>In</Trans>
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={disabled || row.maintenance || row.balance.minor <= 0n}
                  aria-label={t`Transfer out of ${row.name}`}
                  onClick={() => onTransfer(row, 'out')}
                >
                  <Trans>Out</Trans>
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
