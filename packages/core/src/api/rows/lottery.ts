import { endpoint, noShape } from '../endpoint'
import { anyValue, openInput } from '../schemas/common'
import {
  gameMenusRequestSchema,
  lotteryGameListSchema,
  openedNumbersRequestSchema,
  openedNumbersSchema,
  vnGameMenuRequestSchema,
  vnGameMenuSchema,
} from '../schemas/lottery'

// Lottery and missions: menus, draws, popular and recent lottery games, missions.

export const gameMenus = endpoint({
  name: 'gameMenus',
  method: 'GET',
  idempotent: true,
  path: '/lgw/games/game_menus',
  auth: false,
  encrypted: false,
  request: gameMenusRequestSchema,
  response: lotteryGameListSchema,
  purpose: 'Lottery game menus by prize mode: value.list (fields ours)',
})

export const vnGameMenu = endpoint({
  name: 'vnGameMenu',
  method: 'GET',
  idempotent: true,
  path: '/lgw/vn/games/game_menu',
  auth: false,
  encrypted: false,
  request: vnGameMenuRequestSchema,
  response: vnGameMenuSchema,
  purpose: 'Vietnamese lottery game menu: value.regions (fields ours)',
})

export const vnRecentGames = endpoint({
  name: 'vnRecentGames',
  method: 'GET',
  idempotent: true,
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
  request: openInput,
  response: lotteryGameListSchema,
  purpose: 'Recently played Vietnamese lottery games: value.list (fields ours)',
})

export const popularLotteryGames = endpoint({
  name: 'popularLotteryGames',
  method: 'GET',
  idempotent: true,
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
  request: openInput,
  response: lotteryGameListSchema,
  purpose: 'Popular lottery games: value.list (fields ours)',
})

export const vnOpenedNumbers = endpoint({
  name: 'vnOpenedNumbers',
  method: 'GET',
  idempotent: true,
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  encrypted: false,
  request: openInput,
  response: openedNumbersSchema,
  purpose: 'Latest Vietnamese lottery draw results: value.list (fields ours)',
})

export const lotteryOpenedNumbers = endpoint({
  name: 'lotteryOpenedNumbers',
  method: 'GET',
  idempotent: true,
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  encrypted: false,
  request: openedNumbersRequestSchema,
  response: openedNumbersSchema,
  purpose: 'Latest cn lottery draw results (random cache-buster, prizeMode Lott): value.list (fields ours)',
})

export const missionSummary = endpoint({
  name: 'missionSummary',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Mission summary; ${noShape}`,
})

export const missionLeaderboard = endpoint({
  name: 'missionLeaderboard',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Mission leaderboard; ${noShape}`,
})
