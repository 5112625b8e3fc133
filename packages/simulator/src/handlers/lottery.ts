import type { Handle } from '../route'
import { currentDraw, drawResult, type LotteryGame, lotteryGames } from '../seed/lottery'
import { mustBeSignedIn } from './member'

const vnGames = lotteryGames.filter((game) => game.prizeMode === 'VN')

function menuItem(game: LotteryGame, now: number, origin: string) {
  const { drawNo, closesAt } = currentDraw(game, now)
  return { ...game, drawNo: String(drawNo), closesAt, iconUrl: `${origin}/sim/art/game/${game.gameCode}.svg` }
}

/** The latest finished draw of each game. */
const latestResults = (games: readonly LotteryGame[], now: number) =>
  games.map((game) => drawResult(game, currentDraw(game, now).drawNo - 1))

/** Lottery menus, draws and recent lottery games. Results follow the clock: a new draw every interval. */
export function lotteryHandlers(handle: Handle): void {
  handle('gameMenus', (input, { store, origin }) => ({
    list: lotteryGames
      .filter((game) => game.prizeMode === input.prizeMode)
      .map((game) => menuItem(game, store.now(), origin)),
  }))

  handle('vnGameMenu', (_input, { store, origin }) => ({
    regions: (['north', 'central', 'south'] as const).map((region) => ({
      region,
      games: vnGames
        .filter((game) => game.region === region)
        .map((game) => menuItem(game, store.now(), origin)),
    })),
  }))

  handle('popularLotteryGames', (_input, { store, origin }) => ({
    list: ['TCG_FFC', 'TCG_PK10', 'SEA_649', 'VN_FAST'].flatMap((code) => {
      const game = lotteryGames.find((candidate) => candidate.gameCode === code)
      return game ? [menuItem(game, store.now(), origin)] : []
    }),
  }))

  handle('vnRecentGames', (_input, { store, member, origin }) => {
    const recent = store.state.recentGames.get(mustBeSignedIn(member).account) ?? []
    return {
      list: vnGames
        .filter((game) => recent.includes(game.gameCode))
        .map((game) => menuItem(game, store.now(), origin)),
    }
  })

  handle('vnOpenedNumbers', (_input, { store }) => ({ list: latestResults(vnGames, store.now()) }))

  handle('lotteryOpenedNumbers', (_input, { store }) => ({
    list: latestResults(
      lotteryGames.filter((game) => game.prizeMode !== 'VN'),
      store.now(),
    ),
  }))
}
