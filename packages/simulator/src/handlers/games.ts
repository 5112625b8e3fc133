import { vendorImagePath } from '@portal/core'
import { refuse } from '../envelope'
import { hashText } from '../prng'
import type { CallContext, Handle } from '../route'
import type { Game, Vendor } from '../seed/catalog'
import { type LotteryGame, lotteryGames } from '../seed/lottery'
import { launch } from './launch'
import { mustBeSignedIn } from './member'
import { page } from './paging'

/** Paths of docs/game-art.md, built as the portal builds them, under the image CDN the status call names. */
const vendorLogoUrl = (origin: string, vendor: Vendor) =>
  `${origin}/sim/art/${vendorImagePath(vendor.code, vendor.gameType, 'color')}`

const gameTileUrl = (origin: string, game: Game) => `${origin}/sim/art/game/${game.gameCode}.svg`

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

/** `freeTrial=1` / `true` in a query string or body. */
const flagged = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

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

  // Only vendors with rooms have a list; `vassalage` narrows it to one of them.
  handle('pvpRooms', (input, { store }) => {
    const vassalage = text(input?.vassalage)?.toUpperCase()
    const roomVendors = new Set(
      store.state.catalog.vendors
        .filter((vendor) => vendor.rooms && (!vassalage || vendor.code === vassalage))
        .map((vendor) => vendor.code),
    )
    const tables = [
      ['Beginner', 1],
      ['Classic', 10],
      ['VIP', 100],
    ] as const
    return {
      list: store.state.catalog.games
        .filter((game) => roomVendors.has(game.vassalage))
        .flatMap((game) =>
          tables.map(([tier, minBet], index) => {
            const seats = game.gameName.includes('Mahjong') ? 4 : 6
            return {
              roomId: `${game.nodeId}-R${index + 1}`,
              vassalage: game.vassalage,
              gameCode: game.gameCode,
              name: `${game.gameName} · ${tier}`,
              minBet,
              maxBet: minBet * 100,
              players: hashText(`${game.nodeId}${index}`) % (seats + 1),
              seats,
            }
          }),
        ),
    }
  })

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
    // A lottery lobby names no game: its vendor follows from the area (VN) or the prize mode.
    const lobbyMode = input.lottoArea === 'VN' ? 'VN' : input.lottoPrizeMode
    const lobby = input.launchMode === 'LOTT' && lobbyMode ? lotteryVendors[lobbyMode] : null
    const vassalage = text(input.vassalage) ?? (lottery ? lotteryVendors[lottery.prizeMode] : lobby)
    const gameCode = text(input.gameCode) ?? lottery?.gameCode ?? null
    return launch(context, { vassalage, gameCode, freeTrial: flagged(input.freeTrial) })
  })
  handle('startGame', (input, context) =>
    launch(context, {
      vassalage: input.vassalage,
      gameCode: text(input.gameCode),
      freeTrial: flagged('freeTrial' in input ? input.freeTrial : undefined),
    }),
  )
  handle('gameLaunchFb', (input, context) =>
    launch(context, {
      vassalage: text(input?.vassalage),
      gameCode: text(input?.gameCode),
      freeTrial: flagged(input?.freeTrial),
    }),
  )
}

function favoritesOf({ state }: CallContext['store'], account: string): string[] {
  return state.favorites.get(account) ?? []
}
