import { shownCategory } from '../art/glyphs'
import { refuse } from '../envelope'
import { walletsOf } from '../ledger/book'
import { mainWallet } from '../ledger/entries'
import { toWire } from '../ledger/wire'
import { playTexts } from '../play/texts'
import type { CallContext } from '../route'
import { lotteryGames } from '../seed/lottery'
import { trialTypes } from '../seed/members'
import type { Launch } from '../store'
import { mustBeSignedIn } from './member'

/** Free-trial money on a demo game page (minor units). */
export const demoBalance = 200_000

export interface LaunchRequest {
  vassalage: string | null
  gameCode: string | null
  /** The member asked for the game's free trial (FREE TRIAL button; only games with supportPlay 0). */
  freeTrial: boolean
}

/**
 * The wallet a game draws on. In multi-wallet mode that is the vendor's own wallet once the member has moved
 * money into it (GCS_walletTransfer), so a transfer is what the member then plays with; with nothing there it is
 * the main wallet, as a platform that moves the money itself on launch would. Single-wallet mode: always main.
 */
function walletOfLaunch(single: boolean, balances: Map<string, number>, vendor: string): string {
  return !single && (balances.get(vendor) ?? 0) > 0 ? vendor : mainWallet
}

/**
 * Spec §4 launch rules as the server enforces them, then a simulated game page under `/sim/play/{id}`:
 * - a trial account may not play (free-play guests may open free-trial games with demo money);
 * - a vendor under maintenance refuses every launch;
 * - a real-money launch needs a balance above zero; a free trial needs a game with supportPlay 0.
 */
export function launch(context: CallContext, request: LaunchRequest) {
  const { store, portalOrigin } = context
  const member = mustBeSignedIn(context.member)
  const guest = member.freePlay === true
  if (trialTypes.includes(member.type) && !guest)
    return refuse('trial_account', 'A real account is needed to play')

  const vendor = store.state.catalog.vendors.find(
    (candidate) => candidate.code === request.vassalage?.toUpperCase(),
  )
  if (!vendor) return refuse('unknown_vendor', `No vendor ${request.vassalage ?? ''}`)
  if (vendor.maintenance)
    return refuse('vendor_maintenance', `${vendor.name} is under maintenance`, { vassalage: vendor.code })

  const game = store.state.catalog.games.find((candidate) => candidate.gameCode === request.gameCode)
  const lottery = lotteryGames.find((candidate) => candidate.gameCode === request.gameCode)
  const demo = guest || request.freeTrial
  if (demo && game?.supportPlay !== 0)
    return refuse('free_trial_unavailable', 'This game has no free trial', { gameCode: request.gameCode })
  const wallet = demo
    ? mainWallet
    : walletOfLaunch(store.state.singleWallet, walletsOf(store, member), vendor.code)
  const balance = demo ? 0 : (walletsOf(store, member).get(wallet) ?? 0)
  if (!demo && balance <= 0)
    return refuse('insufficient_balance', 'Balance not enough to play', { balance: toWire(balance) })

  // Recent games hold catalog node ids and lottery game codes alike; demo rounds are not history.
  const played = game?.nodeId ?? lottery?.gameCode
  if (played && !demo) {
    const recent = (store.state.recentGames.get(member.account) ?? []).filter((id) => id !== played)
    store.state.recentGames.set(member.account, [played, ...recent].slice(0, 10))
  }

  const opened: Launch = {
    id: store.random.hex(20),
    account: member.account,
    token: context.token,
    demo,
    demoBalance,
    vendor: vendor.code,
    vendorName: vendor.name,
    gameCode: game?.gameCode ?? lottery?.gameCode ?? request.gameCode,
    gameName:
      game?.gameName ??
      lottery?.gameName ??
      playTexts(context.language).lobby.replace('{vendor}', vendor.name),
    category: shownCategory(vendor.code, vendor.gameType),
    wallet,
    openedAt: store.now(),
    language: context.language,
  }
  store.state.launches.set(opened.id, opened)
  return { url: `${portalOrigin}/sim/play/${opened.id}`, launchId: opened.id, demo }
}
