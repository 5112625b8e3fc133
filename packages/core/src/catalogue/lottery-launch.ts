import type { LaunchGameRequest } from '../api/schemas/games'
import type { frameRefusal } from '../domain/frame-url'

export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery'

export interface LotteryLaunchOptions {
  /** The game to open; none opens the lobby. */
  gameCode?: string | null | undefined
  /** The menu's prize mode when it says one (LOTT, ZY, ELOTT, SEA); else the page's. */
  prizeMode?: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA' | null | undefined
  /** Where the lottery's back button returns (the page's own address, given by the app). */
  backUrl: string
  /** The product language code in force. */
  language: string
}

/**
 * What a lottery page's frame shows: the launch's address on an allowed host, or `url_refused` (a translated
 * message instead of the frame) when the server gave an address the portal may not frame (`frameUrl`), or
 * `page_origin_missing` when the client gave `createPortal` no `pageOrigin` to judge it by.
 */
export type LotteryFrame =
  | { url: string; refusal: null }
  | { url: null; refusal: ReturnType<typeof frameRefusal> }

const pagePrizeMode = { lottery: 'LOTT', seaLottery: 'SEA', vnLottery: 'LOTT' } as const

/** The prize modes of the cn lottery page's menu and launches (spec §9: ModeLott, ModeZy, ModeElott). */
export const cnPrizeModes = ['LOTT', 'ZY', 'ELOTT'] as const

const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const

/** A prize mode read from an address or a menu's game; anything else is none (the page's own then). */
export const lotteryPrizeMode = (value: string | null | undefined): (typeof prizeModes)[number] | null =>
  prizeModes.find((mode) => mode === value) ?? null

/**
 * The lottery launch's parameters (spec §3 "Lottery launch params"): area VN on the Vietnamese page, launch mode
 * LOTT, the prize mode, the game code, betting view for a game or the lobby without one, device WEB, back URL
 * and language. The launch call is the vendor launch's (`/wps/game/launchGame`).
 */
export function lotteryLaunchRequest(page: LotteryPage, options: LotteryLaunchOptions): LaunchGameRequest {
  return {
    ...(page === 'vnLottery' ? { lottoArea: 'VN' as const } : {}),
    launchMode: 'LOTT',
    lottoPrizeMode: options.prizeMode ?? pagePrizeMode[page],
    ...(options.gameCode ? { lottoGameCode: options.gameCode } : {}),
    lottoView: options.gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: options.backUrl,
    language: options.language,
  }
}
