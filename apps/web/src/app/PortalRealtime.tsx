import { Trans } from '@lingui/react/macro'
import { connectRealtime, realtimeFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useFlowNotices } from '../components/flow/useFlowNotices'
import { Spinner } from '../components/Spinner/Spinner'
import styles from './PortalRealtime.module.css'

/**
 * The signed-in member's real-time channel: asking the registry for it starts it (and the registry stops it on
 * sign-out). Its notices (a deposit, a new message) go to the toasts, the portal's one polite live region; the
 * indicator shows only when the core says the link has been down for a while, and is not announced itself.
 */
export function PortalRealtime() {
  const [view, actor] = useSharedFlow(realtimeFlow, connectRealtime)
  useFlowNotices(actor)
  if (view.indicator === 'hidden') return null
  return (
    <div className={styles.indicator} data-testid="realtime-indicator">
      <Spinner size={14} />
      {view.indicator === 'reconnecting' ? <Trans>Reconnecting…</Trans> : <Trans>Connecting…</Trans>}
    </div>
  )
}
