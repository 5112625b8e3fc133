import type { Banner } from '../api/schemas/content'
import type { Game, VendorLane } from '../api/schemas/games'
import type { CategorySplit } from '../domain/navigation'
import { type Rebate, rebateFor } from '../domain/rebate'
import { safeUrl } from '../domain/safe-url'
import { type GameCardView, gameCard } from './game-card'
import { type VendorCardView, vendorCard } from './navigation.connect'
import { type ResourceSnapshot, resourceView } from './resource.machine'
import type { WinnerEntry } from './shared-lists'
import type { CatalogueArt } from './vendor-art'
import { type casinoTabOrder, casinoTabs } from './vendor-lanes'

/** Spec §2, §9: the home banner carousel. */
export const homeBannerGroup = 'w_home'
export const bannerCarousel = { autoplayMs: 5000, transitionMs: 1000, loop: true } as const

export interface BannerView {
  /** The image's address on the image host. */
  image: string
  /** A banner with a linkage is clickable (pointer cursor) and opens it. */
  linkageType: string | null
}

export interface HomeSection<T> {
  /** `loading` a skeleton, `failed` a retry button (sends `resource.retry` to the section's actor). */
  status: 'loading' | 'loaded' | 'failed'
  items: readonly T[]
}

export interface CasinoTabView {
  /** SPORTS, LIVE, RNG, FISH, ESPORTS or PVP; the app translates title and description from it. */
  category: (typeof casinoTabOrder)[number]
  /** Up to 10 vendor buttons that start a game. */
  vendors: readonly VendorCardView[]
  /** The rebate shown for the type (spec §9); `rate: null` shows '-'. */
  rebate: Rebate
}

export interface WinnerView extends WinnerEntry {
  /** Stable key. */
  id: string
}

export interface HomeView {
  banners: {
    items: readonly BannerView[]
    /** Autoplay, transition and loop of the carousel. */
    carousel: typeof bannerCarousel
    /** Arrows and dots only with more than one banner. */
    showControls: boolean
  }
  /** Casino tabs in the spec's order, only the types present; hovering a tab activates it (view state). */
  casino: HomeSection<CasinoTabView>
  hotGames: HomeSection<GameCardView>
  /** Up to 20 winners; amounts are money, the app shows them with 2 decimals. */
  winners: HomeSection<WinnerView>
}

export interface HomeSources {
  /** The announcement flow's banners (any group; this picks w_home). */
  banners: readonly Banner[]
  vendors: ResourceSnapshot | undefined
  hotGames: ResourceSnapshot | undefined
  winners: ResourceSnapshot | undefined
  /** The favourites' `isFavourite`, signed in; null signed out. */
  isFavourite: ((nodeId: string) => boolean) | null
}

/**
 * A page's banners (spec §2: groups w_home, w_login, w_register, w_forget, and one per page key). A banner whose
 * picture is no web address (`javascript:`, `data:`…) is left out rather than shown broken. Pure.
 */
export function bannerItems(banners: readonly Banner[], group: string, art: CatalogueArt): BannerView[] {
  return banners
    .filter((banner) => banner.groupName === group)
    .flatMap((banner) => {
      const image = safeUrl(art.image(banner.url))
      if (!image) return []
      const { linkageType } = banner
      return [{ image, linkageType: linkageType == null || linkageType === '' ? null : String(linkageType) }]
    })
}

/** The banner page key of a game category (spec §2 Game list card: rng, live, fish, pvp, sports, esports…). */
export function bannerPageKey(category: string): string {
  return category.toLowerCase()
}

/** The home page's sections (spec §2 "Home page"). Pure. */
export function connectHome(sources: HomeSources, art: CatalogueArt, split?: CategorySplit): HomeView {
  const banners = bannerItems(sources.banners, homeBannerGroup, art)
  const vendors = resourceView<readonly VendorLane[]>(sources.vendors)
  const hot = resourceView<readonly Game[]>(sources.hotGames)
  return {
    banners: { items: banners, carousel: bannerCarousel, showControls: banners.length > 1 },
    casino: {
      status: vendors.status,
      items: casinoTabs(vendors.data ?? [], split).map((tab) => ({
        category: tab.category,
        vendors: tab.vendors.map((vendor) => vendorCard(vendor, art)),
        rebate: rebateFor(tab.category),
      })),
    },
    hotGames: {
      status: hot.status,
      items: (hot.data ?? []).map((game, index) =>
        gameCard(game, index, { art, isFavourite: sources.isFavourite }),
      ),
    },
    winners: connectWinners(sources.winners),
  }
}

/** The winners board (spec §9: up to 20, amounts with 2 decimals), on the home page and on its own page. Pure. */
export function connectWinners(snapshot: ResourceSnapshot | undefined): HomeSection<WinnerView> {
  const winners = resourceView<readonly WinnerEntry[]>(snapshot)
  return {
    status: winners.status,
    items: (winners.data ?? []).map((winner, index) => ({ ...winner, id: String(index) })),
  }
}
