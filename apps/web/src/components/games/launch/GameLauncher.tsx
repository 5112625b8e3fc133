import { Trans, useLingui } from '@lingui/react/macro'
import { connectGameLaunch, gameLaunchFlow, type LaunchMode, type LaunchTarget } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { Button } from '../../Button/Button'
import { Dialog } from '../../Dialog/Dialog'
import { useFlowNavigation } from '../../flow/useFlowNavigation'
import { LoadingCover } from '../../LoadingCover/LoadingCover'
import { Modal, ModalText } from '../../Modal/Modal'
import { GamePopup } from '../GamePopup'
import { VendorGamesDialog } from './VendorGamesDialog'

/** The member centre's deposit page and My wallet (original-calls.md §2 page ids). */
const depositHref = '/member/depositv2'
const transferHref = '/member/transferFund'
/** The game page that plays the game being played in the page rather than over it (spec §2). */
const seamlessHref = '/seamless'

export interface LaunchRequest {
  target: LaunchTarget
  mode: LaunchMode
  /** Tells one request from the next, so the same game asked twice is launched twice. */
  id: number
}

/**
 * The portal's game launcher (spec §4 "Game launch") on screen: the cover while it decides, the trial
 * account's dialog, the vendor's popup game list, the game in its popup, and failures with a retry.
 */
export default function GameLauncher({ request }: { request: LaunchRequest }) {
  const [view, actor] = useSharedFlow(gameLaunchFlow, connectGameLaunch)
  const failureMessage = useFailureMessage()
  const { t } = useLingui()

  useFlowNavigation(actor)

  // Each new request (a new id) goes to the launcher once: not again to the fresh launcher the registry makes
  // when the member signs out or changes (it drops the game with the member it belonged to).
  const { launch } = view
  const sent = useRef(0)
  useEffect(() => {
    if (sent.current === request.id) return
    sent.current = request.id
    launch(request.target, request.mode)
  }, [launch, request])

  const [location, navigate] = useLocation()
  // The launcher outlives the page: its dialog closes before the member goes to deposit or transfer.
  const leaveFor = (href: string) => {
    view.dismiss()
    navigate(href)
  }

  const name = view.target?.displayName ?? view.target?.vassalage ?? t`Game`

  return (
    <>
      {view.status === 'busy' && <LoadingCover />}
      <Dialog
        open={view.status === 'realAccountDialog'}
        icon="lock"
        title={<Trans>A real account is needed</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={view.dismiss}
      >
        {/* The core's in_need_true_account; its confirm, in_increase_submit, is the OK button. */}
        <Trans>Trial accounts cannot play games. Please sign in with a real account.</Trans>
      </Dialog>
      {view.status === 'vendorGames' && view.target && (
        <VendorGamesDialog vendor={view.target} onChoose={view.launch} onClose={view.dismiss} />
      )}
      {/* On the seamless page the game plays in the page itself, so the popup stays shut. */}
      <GamePopup
        open={view.status === 'playing' && location !== seamlessHref}
        url={view.url}
        title={name}
        onClose={view.close}
        onExpand={() => navigate(seamlessHref)}
      />
      <Modal
        open={view.status === 'failed' && view.remedies.length > 0}
        icon="wallet"
        title={<Trans>Not enough balance</Trans>}
        onClose={view.dismiss}
        actions={
          <>
            <Button variant="secondary" onClick={view.dismiss}>
              <Trans>Close</Trans>
            </Button>
            {view.remedies.includes('transfer') && (
              <Button variant="secondary" onClick={() => leaveFor(transferHref)}>
                <Trans>Transfer</Trans>
              </Button>
            )}
            <Button onClick={() => leaveFor(depositHref)}>
              <Trans>Deposit</Trans>
            </Button>
          </>
        }
      >
        <ModalText>
          {view.remedies.includes('transfer') ? (
            <Trans>
              Your main balance is too low to play. Deposit, or bring money back from your game wallets with a
              transfer.
            </Trans>
          ) : (
            <Trans>Your balance is too low to play. Deposit to continue.</Trans>
          )}
        </ModalText>
      </Modal>
      <Modal
        open={view.status === 'failed' && view.remedies.length === 0}
        icon="wifiOff"
        title={<Trans>The game could not start</Trans>}
        onClose={view.dismiss}
        actions={
          <>
            <Button variant="secondary" onClick={view.dismiss}>
              <Trans>Close</Trans>
            </Button>
            <Button onClick={view.retry}>
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
