import { gameVendors, hotGames, winnerBoard } from '../api/endpoints'
import type { Game, VendorLane } from '../api/schemas/games'
import { type Money, moneyFromApi, zeroMoney } from '../domain/money'
import { defineSharedFlow } from '../registry/shared-flow'
import { catalogueCacheKeys } from './cache-keys'
import { catalogueResource } from './catalogue-resource'
import { cachedCall } from './session-cache'

/** Spec §7, §9: the winners board asks for 20. */
export const winnerBoardLimit = 20

export interface WinnerEntry {
  /** The winner's masked account, when the server gives it. */
  account: string | null
  gameName: string | null
  /** Read from the number the server sent through its decimal text: exact, never computed with. */
  winAmount: Money
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The vendor lanes (header navigation, home casino tabs, footer logos, game pages): one list for the visit,
 * cached in the session store.
 */
export const vendorsFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'catalogue.vendors',
  lifetime: 'visit',
  create: ({ deps, brand }) =>
    catalogueResource<readonly VendorLane[]>(deps, async (refresh, signal) => {
      const request = { merchantCode: brand.merchantCode }
      const answer = await cachedCall(deps, catalogueCacheKeys.gameVendors, gameVendors, request, {
        refresh,
        signal,
      })
      return answer.data.lanes
    }),
})

/**
 * Hot games of the home page, in the language on show: a screen flow, so another language asks for its own
 * (cached per language, refreshed only on request).
 */
export const hotGamesFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'catalogue.hot-games',
  lifetime: 'screen',
  create: ({ deps, brand }) =>
    catalogueResource<readonly Game[]>(deps, async (refresh, signal) => {
      const language = deps.language()
      const request = {
        merchantCode: brand.merchantCode,
        isPlatform: 2,
        platform: 'flash,html5-desktop',
        language,
      } as const
      const key = `${catalogueCacheKeys.hotGames}:${language}`
      return (await cachedCall(deps, key, hotGames, request, { refresh, signal })).list
    }),
})

/** The winners board (20 entries) in the language on show: a screen flow, as the hot games. */
export const winnersFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'catalogue.winners',
  lifetime: 'screen',
  create: ({ deps }) =>
    catalogueResource<readonly WinnerEntry[]>(deps, async (refresh, signal) => {
      const language = deps.language()
      const request = { gameCategory: 'ALL', language, limitNum: winnerBoardLimit } as const
      const key = `${catalogueCacheKeys.winnerBoard}:${language}`
      const board = await cachedCall(deps, key, winnerBoard, request, { refresh, signal })
      return board.list.map(({ vo }) => ({
        account: text(vo.account) ?? text(vo.nickname),
        gameName: text(vo.gameName),
        winAmount: moneyFromApi(vo.winAmount) ?? zeroMoney(),
      }))
    }),
})
