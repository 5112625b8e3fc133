import { Trans } from '@lingui/react/macro'
import { Dialog } from '../components/Dialog/Dialog'

export type TurnedAway = 'realAccountNeeded' | 'agentsOnly'

/** Why the guard sent the member back to the page they came from. */
export default function TurnedAwayDialog({ reason, onClose }: { reason: TurnedAway; onClose(): void }) {
  return reason === 'realAccountNeeded' ? (
    <Dialog
      open
      icon="lock"
      title={<Trans>A real account is needed</Trans>}
      confirmLabel={<Trans>OK</Trans>}
      onClose={onClose}
    >
      <Trans>Trial accounts cannot use this area. Please sign in with a real account.</Trans>
    </Dialog>
  ) : (
    <Dialog
      open
      icon="briefcase"
      title={<Trans>Agents only</Trans>}
      confirmLabel={<Trans>OK</Trans>}
      onClose={onClose}
    >
      <Trans>The agent centre is for agent accounts. Your account is a member account.</Trans>
    </Dialog>
  )
}
