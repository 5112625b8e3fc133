import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { gameLaunchMachine } from './game-launch.machine'
import type { GameLaunchEvent, LaunchMode, LaunchRemedy, LaunchTarget } from './game-launch.types'

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>

/** The dialog a trial account sees instead of a game (spec §4, §8): message and confirm button as codes. */
export const realAccountDialog = { message: 'in_need_true_account', confirm: 'in_increase_submit' } as const

export interface GameLaunchView {
  /**
   * `idle` nothing to show; `busy` a cover while the launch is decided or called; `realAccountDialog` the
   * trial-account dialog; `vendorGames` the vendor's popup game list; `playing` the game popup;
   * `failed` a failure message with retry and close.
   */
  status: 'idle' | 'busy' | 'realAccountDialog' | 'vendorGames' | 'playing' | 'failed'
  /** The game or vendor being launched (the vendor whose popup list shows in `vendorGames`). */
  target: LaunchTarget | null
  /** True for a FREE TRIAL launch. */
  trial: boolean
  /** The game's address for the popup iframe, while `playing`. */
  url: string | null
  /** Why the launch failed, as a code the app translates (server codes such as `vendor_maintenance`). */
  failure: FlowFailure | null
  /**
   * While `failed` for too little balance: the ways out the dialog offers instead of Try again (`deposit`
   * links to the deposit page, `transfer` to My wallet). Empty for every other failure.
   */
  remedies: readonly LaunchRemedy[]
  /** The dialog's text codes, while `realAccountDialog`. */
  dialog: typeof realAccountDialog | null
}

/** Snapshot → what the game popup, the dialogs and the launch cover need. Pure. */
function viewOfGameLaunch(snapshot: GameLaunchSnapshot): GameLaunchView {
  const { context } = snapshot
  const status = snapshot.matches('needsRealAccount')
    ? 'realAccountDialog'
    : snapshot.matches('choosingGame')
      ? 'vendorGames'
      : snapshot.matches('playing')
        ? 'playing'
        : snapshot.matches('failed')
          ? 'failed'
          : snapshot.matches('idle')
            ? 'idle'
            : 'busy'
  return {
    status,
    target: context.target,
    trial: context.mode === 'trial',
    url: status === 'playing' ? context.url : null,
    failure: status === 'failed' ? context.failure : null,
    remedies: status === 'failed' ? context.remedies : [],
    dialog: status === 'realAccountDialog' ? realAccountDialog : null,
  }
}

/** What a view may ask of the gameLaunch flow. */
export const gameLaunchIntents = /* @__PURE__ */ defineIntents((send: Send<GameLaunchEvent>) => ({
  launch: (target: LaunchTarget, mode?: LaunchMode) =>
    send(mode ? { type: 'launch.request', target, mode } : { type: 'launch.request', target }),
  close: () => send({ type: 'launch.close' }),
  dismiss: () => send({ type: 'launch.dismiss' }),
  retry: () => send({ type: 'launch.retry' }),
}))

export type GameLaunchIntents = ReturnType<typeof gameLaunchIntents>

/** Snapshot → the view-model a gameLaunch view renders, with its intents bound to the actor's `send`. Pure. */
export const connectGameLaunch: Connect<
  GameLaunchSnapshot,
  GameLaunchEvent,
  GameLaunchView & GameLaunchIntents
> = /* @__PURE__ */ defineConnect(viewOfGameLaunch, gameLaunchIntents)
