import { Trans, useLingui } from '@lingui/react/macro'
import { connectGameLaunch, createGameLaunch } from '@portal/core'
import { usePortal, useView } from '@portal/react'
import { useEffect } from 'react'
import { useFlowNavigation } from '../../../app/useFlowNavigation'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useStartedActor } from '../../../pages/login/useStartedActor'
import { Button } from '../../Button/Button'
import { Dialog } from '../../Dialog/Dialog'
import { LoadingCover } from '../../LoadingCover/LoadingCover'
import { Modal, ModalText } from '../../Modal/Modal'
import { GamePopup } from '../GamePopup'
import type { LaunchRequest } from './GameLaunchContext'
import { VendorGamesDialog } from './VendorGamesDialog'

/**
 * The portal's game launcher (spec §4 "Game launch") on screen: the cover while it decides, the trial
 * account's dialog, the vendor's popup game list, the game in its popup, and failures with a retry.
 */
export default function GameLauncher({ request }: { request: LaunchRequest }) {
  const portal = usePortal()
  const actor = useStartedActor(() => createGameLaunch(portal))
  const view = useView(actor, (snapshot) => (snapshot ? connectGameLaunch(snapshot) : null))
  const failureMessage = useFailureMessage()
  const { t } = useLingui()

  useFlowNavigation(actor)

  // Each new request (a new id) goes to the machine once it is running.
  useEffect(() => {
    actor?.send({ type: 'launch.request', target: request.target, mode: request.mode })
  }, [actor, request])

  if (!actor || !view) return <LoadingCover />
  const send = actor.send.bind(actor)
  const name = view.target?.displayName ?? view.target?.vassalage ?? t`Game`

  return (
    <>
      {view.status === 'busy' && <LoadingCover />}
      <Dialog
        open={view.status === 'realAccountDialog'}
        icon="lock"
        title={<Trans>A real account is needed</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={() => send({ type: 'launch.dismiss' })}
      >
        {/* The core's in_need_true_account; its confirm, in_increase_submit, is the OK button. */}
        <Trans>Trial accounts cannot play games. Please sign in with a real account.</Trans>
      </Dialog>
      {view.status === 'vendorGames' && view.target && (
        <VendorGamesDialog
          vendor={view.target}
          onChoose={(game, mode) => send({ type: 'launch.request', target: game, mode })}
          onClose={() => send({ type: 'launch.dismiss' })}
        />
      )}
      <GamePopup
        open={view.status === 'playing'}
        url={view.url}
        title={name}
        onClose={() => send({ type: 'launch.close' })}
      />
      <Modal
        open={view.status === 'failed'}
        icon="wifiOff"
        title={<Trans>The game could not start</Trans>}
        onClose={() => send({ type: 'launch.dismiss' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'launch.dismiss' })}>
              <Trans>Close</Trans>
            </Button>
            <Button onClick={() => send({ type: 'launch.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </>
        }
      >
        {view.failure && <ModalText>{failureMessage(view.failure)}</ModalText>}
      </Modal>
    </>
  )
}
