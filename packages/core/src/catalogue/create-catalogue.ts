import {
  gameList,
  gameMenus,
  launchGame,
  lotteryOpenedNumbers,
  merchantWallet,
  popularLotteryGames,
  pvpRooms,
  recentGames,
  vnGameMenu,
  vnOpenedNumbers,
  vnRecentGames,
} from '../api/endpoints'
import type { Game, PvpRoom } from '../api/schemas/games'
import type { LotteryGame, OpenedDraw } from '../api/schemas/lottery'
import type { Portal } from '../create-portal'
import { launchUrl } from '../domain/cdn'
import { frameRefusal, frameUrl } from '../domain/frame-url'
import { type CategorySplit, defaultCategorySplit } from '../domain/navigation'
import { defineSharedFlow } from '../registry/shared-flow'
import { catalogueCacheKeys } from './cache-keys'
import { catalogueResource } from './catalogue-resource'
import {
  cnPrizeModes,
  type LotteryFrame,
  type LotteryLaunchOptions,
  type LotteryPage,
  lotteryLaunchRequest,
} from './lottery-launch'
import type { CatalogueResource } from './resource.machine'
import { cachedCall } from './session-cache'
import { type SlotSubClass, subClassesFor } from './slot-classes'
import { type CatalogueArt, catalogueArt } from './vendor-art'

export interface CatalogueOptions {
  /** The product language codes the app ships; the BG sub-class shows only when TY is among them. */
  supportedLanguages?: readonly string[]
  /** Vendor codes moved to their own categories (esports, cockfight, in-house). */
  split?: CategorySplit
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

/**
 * The game catalogue (spec §3, §4, §7): every list a page shows, each a small actor with loading, loaded and
 * failed states, so views never call the API. The merchant wallet comes from session storage when cached.
 * The lists every screen shares (vendors, hot games, winners) are flows of the registry (`shared-lists.ts`);
 * every list here is a screen's own: returned unstarted, for the screen to start and stop.
 */
export function createCatalogue(portal: Portal, options: CatalogueOptions = {}) {
  const { deps, brand } = portal
  const merchantCode = brand.merchantCode
  const resource = <T>(load: (refresh: boolean, signal: AbortSignal) => Promise<T>) =>
    catalogueResource<T>(deps, load)

  /** A lottery page's lists (spec §2 Lottery pages), each a screen's own. */
  const lottery = {
    menus: (page: LotteryPage) =>
      resource<readonly LotteryMenuGroup[]>(async (_, signal) => {
        if (page === 'vnLottery') {
          const menu = await deps.api.call(vnGameMenu, { prizeMode: 'LOTT', device: 'WEB' }, { signal })
          return menu.regions.map(({ region, games }) => ({ region, games }))
        }
        // The cn lottery's menu holds the games of every prize mode it launches (spec §9: ModeLott, ModeZy,
        // ModeElott), each game keeping its mode so its launch says it.
        const modes = page === 'seaLottery' ? (['SEA'] as const) : cnPrizeModes
        const menus = await Promise.all(
          modes.map(async (prizeMode) =>
            (await deps.api.call(gameMenus, { prizeMode }, { signal })).list.map((game) => ({
              ...game,
              prizeMode: game.prizeMode ?? prizeMode,
            })),
          ),
        )
        return [{ region: null, games: menus.flat() }]
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
    /** Nothing to stop: a screen's own lists are stopped by their screens, the shared ones by the registry. */
    stop: () => undefined,
  }
}

export type Catalogue = ReturnType<typeof createCatalogue>

/** The visit's one catalogue: the image host it picked and the factories of the screens' own lists. */
export const catalogueFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'catalogue',
  lifetime: 'visit',
  create: (portal) => createCatalogue(portal, { supportedLanguages: portal.brand.languages ?? [] }),
})
