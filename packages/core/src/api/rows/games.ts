import { endpoint, noShape } from '../endpoint'
import { anyValue, noInput, openInput } from '../schemas/common'
import {
  chatLaunchSchema,
  favoriteGamesPageSchema,
  favoriteIdsSchema,
  favoriteToggleRequestSchema,
  gameListSchema,
  gameVendorsRequestSchema,
  gameVendorsSchema,
  hotGamesRequestSchema,
  launchGameRequestSchema,
  launchResultSchema,
  pvpRoomsSchema,
  startGameRequestSchema,
} from '../schemas/games'

// Games: vendors, lists, hot games, favourites, recent games, rooms, launches, chat.

// A GET with effects (it opens a game session, and may move money into it): never repeated, so no `idempotent`.
export const gameLaunchFb = endpoint({
  name: 'gameLaunchFb',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Launch a game through GCS (GCS_gameLaunchFB); payload and ${noShape}`,
})

export const gameList = endpoint({
  name: 'gameList',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCSGAME_gameList',
  auth: false,
  encrypted: false,
  request: openInput,
  response: gameListSchema,
  purpose:
    'Game list of a vendor and game type (game list centre); spec marks T but visitors browse game lists',
})

export const hotGames = endpoint({
  name: 'hotGames',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  encrypted: false,
  request: hotGamesRequestSchema,
  response: gameListSchema,
  purpose:
    'Hot games of the home page (cached per session); spec marks T but the home page shows them to visitors',
})

export const vendorGameTypes = endpoint({
  name: 'vendorGameTypes',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: false,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Game types of a vendor (slot sub-classes); spec marks T but visitors browse game lists; ${noShape}`,
})

export const gameVendors = endpoint({
  name: 'gameVendors',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCSGAME_gameVendor',
  auth: false,
  encrypted: false,
  request: gameVendorsRequestSchema,
  response: gameVendorsSchema,
  purpose:
    'Vendor lanes by category, for navigation and casino tabs; spec marks T but visitors see the navigation',
})

export const favoriteGames = endpoint({
  name: 'favoriteGames',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: true,
  encrypted: false,
  request: noInput,
  response: favoriteIdsSchema,
  purpose: 'Ids of the favourite games',
})

export const favoriteGamesPage = endpoint({
  name: 'favoriteGamesPage',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: favoriteGamesPageSchema,
  purpose: 'Favourite games, paged (content, pageNum, totalPages)',
})

export const addFavoriteGame = endpoint({
  name: 'addFavoriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: true,
  encrypted: false,
  request: favoriteToggleRequestSchema,
  response: anyValue,
  purpose: `Add a favourite game; ${noShape}`,
})

export const removeFavoriteGame = endpoint({
  name: 'removeFavoriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: true,
  encrypted: false,
  request: favoriteToggleRequestSchema,
  response: anyValue,
  purpose: `Remove a favourite game; ${noShape}`,
})

export const recentGames = endpoint({
  name: 'recentGames',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  encrypted: false,
  request: openInput,
  response: gameListSchema,
  purpose: 'Recently played games: value.list of game cards (fields ours)',
})

export const pvpRooms = endpoint({
  name: 'pvpRooms',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: pvpRoomsSchema,
  purpose: 'Board and card (PVP) room list of a vendor (vassalage): value.list (fields ours)',
})

// A GET with effects (it opens a game session, and may move money into it): never repeated, so no `idempotent`.
export const launchGame = endpoint({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  encrypted: false,
  request: launchGameRequestSchema,
  response: launchResultSchema,
  purpose: 'Launch a game by vendor, or a lottery (lotto* parameters); method not in the spec; value.url',
})

export const startGame = endpoint({
  name: 'startGame',
  method: 'POST',
  path: '/wps/game/startGame',
  auth: true,
  encrypted: false,
  request: startGameRequestSchema,
  response: launchResultSchema,
  purpose: 'Start a LIVE, SPORTS, ESPORTS or COCKFIGHT game; value.url',
  pathChosen: true,
})

export const chatModels = endpoint({
  name: 'chatModels',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/CBS_modelList',
  auth: false,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Live chat models; ${noShape}`,
})

// A GET with effects (it opens a chat room): never repeated, so no `idempotent`.
export const chatLaunch = endpoint({
  name: 'chatLaunch',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  auth: false,
  encrypted: false,
  request: openInput,
  response: chatLaunchSchema,
  purpose: 'Open the live chat: value.chatUrl',
})
