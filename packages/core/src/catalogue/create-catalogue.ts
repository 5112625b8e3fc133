import { createActor, fromPromise } from 'xstate'
import {
  gameList,
  gameMenus,
  gameVendors,
  hotGames,
  launchGame,
  lotteryOpenedNumbers,
  merchantWallet,
  popularLotteryGames,
  pvpRooms,
  recentGames,
  vnGameMenu,
  vnOpenedNumbers,
  vnRecentGames,
  winnerBoard,
} from '../api/endpoints'
import type { Game, PvpRoom, VendorLane } from '../api/schemas/games'
import type { LotteryGame, OpenedDraw } from '../api/schemas/lottery'
import type { Portal } from '../create-portal'
import { launchUrl } from '../domain/cdn'
import { frameRefusal, frameUrl } from '../domain/frame-url'
import { type Money, moneyFromApi, zeroMoney } from '../domain/money'
import { type CategorySplit, defaultCategorySplit } from '../domain/navigation'
import { defineSharedFlow } from '../registry/shared-flow'
import { catalogueCacheKeys } from './cache-keys'
import {
  type LotteryFrame,
  type LotteryLaunchOptions,
  type LotteryPage,
  lotteryLaunchRequest,
} from './lottery-launch'
import { type CatalogueResource, resourceMachine } from './resource.machine'
import { cachedCall } from './session-cache'
import { type SlotSubClass, subClassesFor } from './slot-classes'
import { type CatalogueArt, catalogueArt } from './vendor-art'

/** Spec §7, §9: the winners board asks for 20. */
export const winnerBoardLimit = 20

export interface CatalogueOptions {
  /** The product language codes the app ships; the BG sub-class shows only when TY is among them. */
  supportedLanguages?: readonly string[]
  /** Vendor codes moved to their own categories (esports, cockfight, in-house). */
  split?: CategorySplit
}

export interface WinnerEntry {
  /** The winner's masked account, when the server gives it. */
  account: string | null
  gameName: string | null
  /** Read from the number the server sent through its decimal text: exact, never computed with. */
  winAmount: Money
}

/** A lottery menu, grouped by region for the Vietnamese lottery (one group with region null otherwise). */
export interface LotteryMenuGroup {
  region: string | null
  games: readonly LotteryGame[]
}

export interface LotteryResources {
  menus: CatalogueResource<readonly LotteryMenuGroup[]>
  /** Recently played (the Vietnamese lottery only; null elsewhere). */
  recent: CatalogueResource<readonly LotteryGame[]> | null
  popular: CatalogueResource<readonly LotteryGame[]>
  opened: CatalogueResource<readonly OpenedDraw[]>
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The game catalogue (spec §3, §4, §7): every list a page shows, each a small actor with loading, loaded and
 * failed states, so views never call the API. Vendors, hot games, the winners board and the merchant wallet
 * come from session storage when cached; hot games and winners refresh only on `resource.refresh`.
 * Shared lists (vendors, hot games, winners) are created and started once, on first use; every other list is
 * a screen's own: returned unstarted, for the screen to start and stop.
 */
export function createCatalogue(portal: Portal, options: CatalogueOptions = {}) {
  const { deps, brand } = portal
  const merchantCode = brand.merchantCode
  const started: CatalogueResource<unknown>[] = []

  /** A list's actor, not started: a screen's own list is started and stopped by the screen that shows it. */
  function resource<T>(load: (refresh: boolean, signal: AbortSignal) => Promise<T>): CatalogueResource<T> {
    const logic = resourceMachine.provide({
      actors: { load: fromPromise(({ input, signal }) => load(input.refresh, signal)) },
    })
    return createActor(logic, deps.actorOptions) as CatalogueResource<T>
  }

  /** A list shared by every screen: started on first use and kept until the catalogue stops. */
  function shared<T>(create: () => CatalogueResource<T>): () => CatalogueResource<T> {
    let actor: CatalogueResource<T> | undefined
    return () => {
      if (!actor) {
        actor = create()
        actor.start()
        started.push(actor)
      }
      return actor
    }
  }

  /** A lottery page's lists (spec §2 Lottery pages), each a screen's own. */
  const lottery = {
    menus: (page: LotteryPage) =>
      resource<readonly LotteryMenuGroup[]>(async (_, signal) => {
        if (page === 'vnLottery') {
          const menu = await deps.api.call(vnGameMenu, { prizeMode: 'LOTT', device: 'WEB' }, { signal })
          return menu.regions.map(({ region, games }) => ({ region, games }))
        }
        const prizeMode = page === 'seaLottery' ? 'SEA' : 'LOTT'
        const menu = await deps.api.call(gameMenus, { prizeMode }, { signal })
        return [{ region: null, games: menu.list }]
      }),
    /** Recently played: the Vietnamese lottery only (null elsewhere). */
    recent: (page: LotteryPage) =>
      page === 'vnLottery'
        ? resource<readonly LotteryGame[]>(
            async (_, signal) => (await deps.api.call(vnRecentGames, {}, { signal })).list,
          )
        : null,
    popular: () =>
      resource<readonly LotteryGame[]>(
        async (_, signal) => (await deps.api.call(popularLotteryGames, {}, { signal })).list,
      ),
    opened: (page: LotteryPage) =>
      resource<readonly OpenedDraw[]>(async (_, signal) => {
        if (page === 'vnLottery') return (await deps.api.call(vnOpenedNumbers, {}, { signal })).list
        // Spec §7: the cn lottery's opened call carries a random cache-buster and prize mode 'Lott'.
        const t = String(Math.floor(deps.random() * 1e12))
        return (await deps.api.call(lotteryOpenedNumbers, { prizeMode: 'Lott', t }, { signal })).list
      }),
  }

  return {
    /** Vendor and image addresses on the image host picked for this catalogue. */
    art: catalogueArt(() => deps.cdns().image, deps.random) satisfies CatalogueArt,
    split: options.split ?? defaultCategorySplit,
    /** The game list centre's sub-class filters. */
    subClasses: subClassesFor(options.supportedLanguages ?? []) as readonly SlotSubClass[],
    /** The vendor lanes (header navigation, home casino tabs, footer logos); cached for the visit. */
    vendors: shared(() =>
      resource<readonly VendorLane[]>(async (refresh, signal) => {
        const answer = await cachedCall(
          deps,
          catalogueCacheKeys.gameVendors,
          gameVendors,
          { merchantCode },
          { refresh, signal },
        )
        return answer.data.lanes
      }),
    ),
    /** Hot games of the home page; cached per language, refreshed only on request. */
    hotGames: shared(() =>
      resource<readonly Game[]>(async (refresh, signal) => {
        const language = deps.language()
        const request = { merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language } as const
        const key = `${catalogueCacheKeys.hotGames}:${language}`
        return (await cachedCall(deps, key, hotGames, request, { refresh, signal })).list
      }),
    ),
    /** The winners board (20 entries); cached per language, refreshed only on request. */
    winners: shared(() =>
      resource<readonly WinnerEntry[]>(async (refresh, signal) => {
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
    ),
    /** Single-wallet mode (merchant wallet `isSingle` 1); a signed-in call, cached for the visit. */
    merchantWallet: () =>
      resource<{ singleWallet: boolean }>(async (refresh, signal) => {
        const wallet = await cachedCall(
          deps,
          catalogueCacheKeys.merchantWallet,
          merchantWallet,
          { merchantCode },
          { refresh, signal },
        )
        return { singleWallet: wallet.isSingle }
      }),
    /** The member's recently played games. */
    recentGames: () =>
      resource<readonly Game[]>(async (_, signal) => (await deps.api.call(recentGames, {}, { signal })).list),
    /** The games of a vendor and type (the game list centre, a vendor's popup list). */
    gameList: (vassalage: string, gameType: string) =>
      resource<readonly Game[]>(
        async (_, signal) =>
          (
            await deps.api.call(
              gameList,
              { vassalage: vassalage.toUpperCase(), gameType: gameType.toUpperCase() },
              { signal },
            )
          ).list,
      ),
    /** The rooms of a PVP vendor that has them (an empty list otherwise). */
    pvpRooms: (vassalage: string) =>
      resource<readonly PvpRoom[]>(
        async (_, signal) =>
          (await deps.api.call(pvpRooms, { vassalage: vassalage.toUpperCase() }, { signal })).list,
      ),
    /**
     * A lottery page's game (or lobby) for its frame: the launch call with the lottery parameters; the URL goes
     * on a launch host picked at random, as a game launch's does, and is framed only on an allowed host.
     */
    lotteryLaunch: (page: LotteryPage, launch: LotteryLaunchOptions) =>
      resource<LotteryFrame>(async (_, signal) => {
        const { url } = await deps.api.call(launchGame, lotteryLaunchRequest(page, launch), { signal })
        const framed = frameUrl(launchUrl(url, deps), deps)
        return framed ? { url: framed, refusal: null } : { url: null, refusal: frameRefusal(deps) }
      }),
    /** The lists of a lottery page: menus, recent (Vietnamese only), popular and the latest draws. */
    lottery,
    /** Stops the shared lists; a screen's own lists are stopped by their screens. */
    stop: () => {
      for (const actor of started.splice(0)) actor.stop()
    },
  }
}

export type Catalogue = ReturnType<typeof createCatalogue>

/** The visit's one catalogue: its lists are shared by the header, the home page and every game page. */
export const catalogueFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'catalogue',
  lifetime: 'visit',
  create: (portal) => createCatalogue(portal, { supportedLanguages: portal.brand.languages ?? [] }),
})
