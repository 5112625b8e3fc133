import { Trans, useLingui } from '@lingui/react/macro'
import type { TransferDirection, TransferIntents, TransferView, VendorWallet } from '@portal/core'
import { Button } from '../../../components/Button/Button'
import { SubmitOrRetry } from '../../../components/Button/SubmitOrRetry'
import { SegmentedTabs, tabPanelProps } from '../../../components/form/SegmentedTabs/SegmentedTabs'
import { TextField } from '../../../components/form/TextField/TextField'
import { Modal } from '../../../components/Modal/Modal'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { useAmountError } from './useAmountError'
import wallet from './Wallet.module.css'

/**
 * The transfer form for one vendor's wallet: direction, amount (with "all"), one request per click. A failed
 * request offers Retry, which sends the same action again; typing starts a new one.
 */
export function TransferDialog({
  view,
  vendor,
}: {
  view: TransferView & TransferIntents
  vendor: VendorWallet | null
}) {
  const { t } = useLingui()
  const format = useFormatters().amount
  const amountError = useAmountError()
  const failureMessage = useMemberFailure()
  const name = vendor?.name ?? view.vendor ?? ''
  const options: { value: TransferDirection; label: string }[] = [
    { value: 'in', label: t`To ${name}` },
    { value: 'out', label: t`To main wallet` },
  ]
  return (
    <Modal
      open={view.formOpen}
      size="form"
      title={<Trans>Transfer: {name}</Trans>}
      onClose={view.close}
      closeOnCover={false}
      busy={view.sending}
      onSubmit={(event) => {
        event.preventDefault()
        if (view.canSubmit) view.submit()
      }}
    >
      <SegmentedTabs
        label={t`Direction`}
        options={options}
        value={view.direction}
        onChange={view.turn}
        panelId="transfer-direction"
      />
      <div {...tabPanelProps('transfer-direction', view.direction, true)} className={wallet.form}>
        <p className={styles.muted}>
          {view.direction === 'in' ? (
            <Trans>
              From your main wallet to {name}. Available: {format(view.available)}
            </Trans>
          ) : (
            <Trans>
              From {name} to your main wallet. Available: {format(view.available)}
            </Trans>
          )}
        </p>
        <TextField
          label={<Trans>Amount</Trans>}
          value={view.amount}
          onValueChange={view.change}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={amountError(view.amountError)}
          readOnly={view.sending}
          end={
            <button type="button" className={wallet.all} onClick={view.all} disabled={view.sending}>
              <Trans>All</Trans>
            </button>
          }
        />
        {view.failure && (
          <p className={styles.failure} role="alert">
            {view.failure.code === 'network' ? (
              <Trans>
                No answer came back. Retry is safe: the same transfer is sent, never a second one.
              </Trans>
            ) : (
              failureMessage(view.failure)
            )}
          </p>
        )}
        <div className={wallet.actions}>
          <Button type="button" variant="secondary" onClick={view.close} disabled={view.sending}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitOrRetry
            canRetry={view.canRetry}
            onRetry={view.retry}
            busy={view.sending}
            label={<Trans>Transfer</Trans>}
            busyLabel={<Trans>Transferring…</Trans>}
          />
        </div>
      </div>
    </Modal>
  )
}
