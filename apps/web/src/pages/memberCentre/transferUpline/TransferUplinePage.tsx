import { Trans, useLingui } from '@lingui/react/macro'
import { connectAgentTransfer, connectWallet, createUplineTransfer, walletFlow } from '@portal/core'
import { useFlow, useSharedFlow } from '@portal/react'
import { useEffect } from 'react'
import { TeamTransferForm } from '../../../components/teamMoney/TeamTransferForm'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'

/**
 * Transfer to upline (/member/transferUpline, the original's `transferUpline`): money from my main wallet to the
 * agent above me, with the fund password. The agent centre's transfer flow with its recipient fixed to my
 * upline. The upline's balance follows on their real-time channel.
 */
export default function TransferUplinePage() {
  const { t } = useLingui()
  const [view] = useFlow(createUplineTransfer, connectAgentTransfer)
  const [wallet] = useSharedFlow(walletFlow, connectWallet)
  // Money that arrives while the page is open (a payout, an envelope) raises the limit of the amount at once.
  const live = wallet.main
  const { syncBalance } = view
  useEffect(() => {
    if (live) syncBalance(live)
  }, [live, syncBalance])
  const format = useFormatters().amount

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>Transfer to upline</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>
          Send money from your main wallet to the agent above you. Your fund password confirms it.
        </Trans>
      </p>
      <TeamTransferForm
        view={view}
        label={t`Transfer to upline`}
        format={format}
        fixedRecipient={view.fields.to}
      />
    </div>
  )
}
