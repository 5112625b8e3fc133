import type { FlowFailure } from '../shared/failure'

/**
 * What the user chose to play: a vendor card (a home tab, the header drop-down) or a game card (a game list,
 * hot games). The fields are the server's (spec §3 "Game and vendor").
 */
export interface LaunchTarget {
  /** Vendor code. */
  vassalage: string
  /** The vendor's category or the game's type: LIVE, RNG, LOTT, … */
  gameType: string
  /** Set for a game card; a vendor card has none and opens the vendor's lobby or list. */
  gameCode?: string | null | undefined
  nodeId?: string | null | undefined
  /** `'VASSALAGE'`: the vendor shows its games in a popup list instead of launching. */
  isGame?: string | null | undefined
  /** 0: the game offers a free trial. */
  supportPlay?: number | null | undefined
  displayName?: string | null | undefined
}

/** `play` for real money; `trial` is the FREE TRIAL button of a game with supportPlay 0. */
export type LaunchMode = 'play' | 'trial'

/** Who asks, read from the session when the request arrives; `freePlay` is the FREEPLAY3 switch. */
export interface LaunchViewer {
  access: 'anonymous' | 'trial' | 'member'
  freePlay: boolean
}

/** What the `launch` actor receives: which call starts the game, for what, and whether as a free trial. */
export interface LaunchCallInput {
  call: 'startGame' | 'launchGame'
  target: LaunchTarget
  mode: LaunchMode
}

export interface LaunchedGame {
  /** The game's address, already on a launch host: the app opens it in the game popup. */
  url: string
}

export interface GameLaunchContext {
  target: LaunchTarget | null
  mode: LaunchMode
  viewer: LaunchViewer | null
  url: string | null
  failure: FlowFailure | null
  /** What a refused launch offers instead of a retry: too little balance offers a deposit (and a transfer). */
  remedies: readonly LaunchRemedy[]
}

/**
 * A way out of a launch refused for too little balance: `deposit` (the deposit page), `transfer` (My wallet,
 * where money left in vendor wallets comes back; only when the merchant runs vendor wallets).
 */
export type LaunchRemedy = 'deposit' | 'transfer'

export type GameLaunchEvent =
  /** Play (or try) a game or a vendor. Also picks a game from the vendor's popup list. */
  | { type: 'launch.request'; target: LaunchTarget; mode?: LaunchMode }
  /** The game popup was closed: the balance is refreshed. */
  | { type: 'launch.close' }
  /** Closes the trial-account dialog, the vendor's popup list or a failure. */
  | { type: 'launch.dismiss' }
  /** Tries the failed request again. */
  | { type: 'launch.retry' }
