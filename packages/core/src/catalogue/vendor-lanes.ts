import type { VendorLane } from '../api/schemas/games'
import {
  type CategorySplit,
  defaultCategorySplit,
  type GameCategory,
  type NavigationCategory,
  navigationCategories,
  type VendorGroup,
} from '../domain/navigation'

/** A vendor as the catalogue shows it: the lane's card, with the server's display fields when given. */
export interface CatalogueVendor {
  vassalage: string
  gameType: string
  nodeId?: string | null | undefined
  displayName?: string | null | undefined
  iconUrl?: string | null | undefined
  isGame?: string | null | undefined
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The server's lanes (title = category) as the navigation's vendor groups. */
export function vendorGroups(lanes: readonly VendorLane[]): VendorGroup<CatalogueVendor>[] {
  return lanes.map((lane) => ({
    gameCategory: lane.title.toUpperCase(),
    vendors: lane.cards.map((card) => ({
      vassalage: card.vassalage,
      gameType: card.gameType,
      nodeId: text(card.nodeId),
      displayName: text(card.displayName) ?? text(card.nodeName) ?? card.vassalage,
      iconUrl: text(card.iconUrl) ?? text(card.showIcon),
      isGame: text(card.isGame),
    })),
  }))
}

/** Spec §2 "Home page": the casino tabs in this order, only the types present. */
export const casinoTabOrder = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'ESPORTS',
  'PVP',
] as const satisfies readonly GameCategory[]

/** Spec §9: a casino tab shows up to 10 vendors. */
export const casinoTabVendorLimit = 10

export interface CasinoTab {
  category: (typeof casinoTabOrder)[number]
  vendors: readonly CatalogueVendor[]
}

/** The home page's casino tabs, from the same split categories as the header (esports out of sports). */
export function casinoTabs(
  lanes: readonly VendorLane[],
  split: CategorySplit = defaultCategorySplit,
): CasinoTab[] {
  const categories = navigationCategories(vendorGroups(lanes), split)
  return casinoTabOrder.flatMap((category) => {
    const found = categories.find((entry) => entry.category === category)
    return found ? [{ category, vendors: found.vendors.slice(0, casinoTabVendorLimit) }] : []
  })
}

/** The header's categories from the server's lanes (spec §2 Header). */
export function headerCategories(
  lanes: readonly VendorLane[],
  split: CategorySplit = defaultCategorySplit,
): NavigationCategory<CatalogueVendor>[] {
  return navigationCategories(vendorGroups(lanes), split)
}
