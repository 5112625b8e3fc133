import { refuse } from '../envelope'
import type { CallContext, Handle } from '../route'
import type { Game, Vendor } from '../seed/catalog'
import { type LotteryGame, lotteryGames } from '../seed/lottery'
import { trialTypes } from '../seed/members'
import { mustBeSignedIn } from './member'
import { page } from './paging'

const vendorLogoUrl = (origin: string, vendor: Vendor) => `${origin}/sim/art/vendor/${vendor.code}.svg`

const gameTileUrl = (origin: string, game: Game) =>
  `${origin}/sim/art/game/${game.gameCode}.svg?${new URLSearchParams({ name: game.gameName, type: game.subType })}`

function gameCard(origin: string, game: Game) {
  const iconUrl = gameTileUrl(origin, game)
  return {
    nodeId: game.nodeId,
    nodeName: game.gameName,
    gameName: game.gameName,
    displayName: game.gameName,
    iconUrl,
    showIcon: iconUrl,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    subType: game.subType,
    isGame: null,
    supportPlay: game.supportPlay,
    gameCategory: game.gameType,
  }
}

/** The lottery vendor a lottery launch goes through, by prize mode. */
const lotteryVendors: Record<LotteryGame['prizeMode'], string> = {
  VN: 'TCG_LOTTO_VN',
  SEA: 'TCG_SEA',
  LOTT: 'TCG',
  ZY: 'TCG',
  ELOTT: 'TCG',
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** Vendors, game lists, favourites, recent games and launches. */
export function gameHandlers(handle: Handle): void {
  handle('gameVendors', (_input, { store, origin }) => {
    const { vendors } = store.state.catalog
    const titles = [...new Set(vendors.map((vendor) => vendor.gameType))]
    const lanes = titles.map((title) => ({
      title,
      cards: vendors
        .filter((vendor) => vendor.gameType === title)
        .map((vendor) => ({
          vassalage: vendor.code,
          gameType: vendor.gameType,
          nodeId: vendor.code,
          nodeName: vendor.name,
          displayName: vendor.name,
          iconUrl: vendorLogoUrl(origin, vendor),
          isGame: vendor.isGame,
        })),
    }))
    return { data: { lanes } }
  })

  handle('gameList', (input, { store, origin }) => {
    const fields: Record<string, unknown> = input ?? {}
    const vassalage = text(fields.vassalage)?.toUpperCase()
    const gameType = text(fields.gameType)?.toUpperCase()
    const subType = text(fields.subType)?.toUpperCase()
    const list = store.state.catalog.games.filter(
      (game) =>
        (!vassalage || game.vassalage === vassalage) &&
        (!gameType || game.gameType === gameType) &&
        (!subType || game.subType === subType),
    )
    return { list: list.map((game) => gameCard(origin, game)) }
  })

  handle('vendorGameTypes', (input, { store }) => {
    const vassalage = text(input?.vassalage)?.toUpperCase()
    const games = store.state.catalog.games.filter((game) => !vassalage || game.vassalage === vassalage)
    return { list: [...new Set(games.map((game) => game.subType))].map((subType) => ({ subType })) }
  })

  handle('pvpRooms', (_input, { store }) => ({
    list: store.state.catalog.games
      .filter((game) => game.gameType === 'PVP')
      .map((game, index) => ({
        roomId: `${game.nodeId}-R1`,
        gameCode: game.gameCode,
        name: `${game.gameName} room`,
        minBet: [1, 5, 10, 50][index % 4],
        players: (index * 7) % 9,
        seats: 9,
      })),
  }))

  handle('hotGames', (_input, { store, origin }) => ({
    list: store.state.catalog.games
      .filter((game) => game.hot)
      .slice(0, 20)
      .map((game) => gameCard(origin, game)),
  }))

  handle('favoriteGames', (_input, { store, member }) => favoritesOf(store, mustBeSignedIn(member).account))

  handle('favoriteGamesPage', (input, { store, member, origin }) => {
    const games = favoritesOf(store, mustBeSignedIn(member).account).flatMap((nodeId) => {
      const game = store.state.catalog.games.find((candidate) => candidate.nodeId === nodeId)
      return game ? [gameCard(origin, game)] : []
    })
    return page(games, input)
  })

  handle('addFavoriteGame', (input, { store, member }) => {
    const account = mustBeSignedIn(member).account
    if (!store.state.catalog.games.some((game) => game.nodeId === input.nodeId))
      return refuse('unknown_game', `No game ${input.nodeId}`)
    const favorites = favoritesOf(store, account).filter((nodeId) => nodeId !== input.nodeId)
    store.state.favorites.set(account, [input.nodeId, ...favorites])
    return null
  })

  handle('removeFavoriteGame', (input, { store, member }) => {
    const account = mustBeSignedIn(member).account
    store.state.favorites.set(
      account,
      favoritesOf(store, account).filter((nodeId) => nodeId !== input.nodeId),
    )
    return null
  })

  handle('recentGames', (_input, { store, member, origin }) => ({
    list: (store.state.recentGames.get(mustBeSignedIn(member).account) ?? []).flatMap((nodeId) => {
      const game = store.state.catalog.games.find((candidate) => candidate.nodeId === nodeId)
      return game ? [gameCard(origin, game)] : []
    }),
  }))

  handle('launchGame', (input, context) => {
    const lottery = lotteryGames.find((game) => game.gameCode === text(input.lottoGameCode))
    const vendor = text(input.vassalage) ?? (lottery ? lotteryVendors[lottery.prizeMode] : null)
    return launch(context, vendor, text(input.gameCode) ?? lottery?.gameCode ?? null)
  })
  handle('startGame', (input, context) => launch(context, input.vassalage, text(input.gameCode)))
  handle('gameLaunchFb', (input, context) => launch(context, text(input?.vassalage), text(input?.gameCode)))
}

function favoritesOf({ state }: CallContext['store'], account: string): string[] {
  return state.favorites.get(account) ?? []
}

/** Spec §4: a trial account cannot launch; a launch opens a stand-in game page on the simulator. */
function launch({ store, member, origin }: CallContext, vassalage: string | null, gameCode: string | null) {
  const signedIn = mustBeSignedIn(member)
  if (trialTypes.includes(signedIn.type)) return refuse('trial_account', 'A real account is needed to play')
  const vendor = store.state.catalog.vendors.find((candidate) => candidate.code === vassalage?.toUpperCase())
  if (!vendor) return refuse('unknown_vendor', `No vendor ${vassalage ?? ''}`)
  // Recent games hold catalog node ids and lottery game codes alike.
  const game = store.state.catalog.games.find((candidate) => candidate.gameCode === gameCode)
  const played = game?.nodeId ?? lotteryGames.find((lottery) => lottery.gameCode === gameCode)?.gameCode
  if (played) {
    const recent = (store.state.recentGames.get(signedIn.account) ?? []).filter((id) => id !== played)
    store.state.recentGames.set(signedIn.account, [played, ...recent].slice(0, 10))
  }
  return { url: `${origin}/sim/launch/${vendor.code}/${encodeURIComponent(gameCode ?? 'lobby')}` }
}
