import { isApiError } from '../../api/errors'
import type { LaunchRemedy, LaunchTarget } from './game-launch.types'

/**
 * Where a launch goes once the player may play (spec §4 "Game launch"): the lottery vendors have their own
 * pages, an RNG vendor opens its game list centre, a VASSALAGE vendor its popup game list; LIVE, SPORTS,
 * ESPORTS and COCKFIGHT start through the start-game call and every other game launches by vendor.
 */
export type LaunchRoute =
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorGames' }
  | { kind: 'call'; call: 'startGame' | 'launchGame' }

const startGameTypes: ReadonlySet<string> = new Set(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])

/** The game list centre of a vendor and type, both lower-cased (spec §2, the named route gameListCenter). */
export function gameListCenterPath(vassalage: string, gameType: string): string {
  const segment = (value: string) => encodeURIComponent(value.toLowerCase())
  return `/gameListCenter/${segment(vassalage)}/${segment(gameType)}`
}

/** A vendor card has no game code: its lottery page opens on the page's default game. */
const withGameCode = (path: string, gameCode: string | null | undefined) =>
  gameCode ? `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ gameCode })}` : path

export function launchRoute(target: LaunchTarget): LaunchRoute {
  const vassalage = target.vassalage.toUpperCase()
  const gameType = target.gameType.toUpperCase()
  if (vassalage === 'TCG_LOTTO_VN')
    return { kind: 'navigate', to: withGameCode('/vnLottery', target.gameCode) }
  if (vassalage === 'TCG_SEA') return { kind: 'navigate', to: withGameCode('/seaLottery', target.gameCode) }
  if (gameType === 'LOTT') return { kind: 'navigate', to: withGameCode('/lottery', target.gameCode) }
  // An e-lottery vendor or game opens the lottery page in its own prize mode: its lobby, not the LOTT one.
  if (gameType === 'ELOTT')
    return { kind: 'navigate', to: withGameCode('/lottery?prizeMode=ELOTT', target.gameCode) }
  // A game card carries its code and launches; only the vendor itself opens a list.
  if (!target.gameCode) {
    if (target.isGame === 'VASSALAGE') return { kind: 'vendorGames' }
    if (gameType === 'RNG') return { kind: 'navigate', to: gameListCenterPath(vassalage, gameType) }
  }
  return { kind: 'call', call: startGameTypes.has(gameType) ? 'startGame' : 'launchGame' }
}

/** The FREE TRIAL button shows only for games with supportPlay 0 (spec §2 "Game list card"). */
export function offersFreeTrial(target: Pick<LaunchTarget, 'supportPlay'>): boolean {
  return target.supportPlay === 0
}

/**
 * The free-play login's secret (spec §3): a random string, reversed; the caller encrypts it. Sixteen
 * characters from the random port, so tests are deterministic.
 */
export function freePlaySecret(random: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const secret = Array.from({ length: 16 }, () => alphabet[Math.floor(random() * alphabet.length)] ?? 'a')
  return secret.reverse().join('')
}

/**
 * What the launcher offers when the server refuses a launch for too little balance (`insufficient_balance`):
 * a deposit, and a transfer when the merchant runs vendor wallets (the launch answer's `singleWallet`, added by
 * the launcher from the cached merchant wallet). Any other failure offers none: its dialog retries.
 */
export function remediesOf(error: unknown): readonly LaunchRemedy[] {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== 'insufficient_balance') return []
  const single =
    typeof error.value === 'object' &&
    error.value !== null &&
    (error.value as { singleWallet?: unknown }).singleWallet === true
  return single ? ['deposit'] : ['deposit', 'transfer']
}
