import type { VendorLane } from '../api/schemas/games'
import type { CategorySplit, GameCategory } from '../domain/navigation'
import type { LaunchTarget } from '../flows/game-launch/game-launch.types'
import { type ResourceSnapshot, resourceView } from './resource.machine'
import type { CatalogueArt, VendorArt } from './vendor-art'
import { type CatalogueVendor, headerCategories } from './vendor-lanes'

/** Spec §9: the header drop-down shows at most 12 vendors, with arrows above 5. */
export const headerVendorLimit = 12
export const headerArrowsAbove = 5

/** A vendor button (header drop-down, home casino tab). */
export interface VendorCardView {
  vassalage: string
  gameType: string
  /** The server's display name, else the vendor code. */
  name: string
  art: VendorArt
  /** What clicking sends as `launch.request`'s target. */
  launch: LaunchTarget
}

export interface HeaderNavigationItem {
  /** The category code; the app translates it into the entry's label. */
  category: GameCategory
  /** Choosing the entry: go to `path`, or (cockfight) launch its first vendor with `launch.request`. */
  intent: { kind: 'route'; path: string } | { kind: 'launch'; target: LaunchTarget }
  /** Hovering shows the vendor drop-down (not for HOME, PROMO, DOWN). */
  hasDropdown: boolean
  /** The drop-down's vendors, at most 12. */
  vendors: readonly VendorCardView[]
  /** The carousel shows arrows (more than 5 vendors). */
  showArrows: boolean
}

export interface HeaderNavigationView {
  /** The vendor list's state; before it loads only HOME shows. */
  status: 'loading' | 'loaded' | 'failed'
  items: readonly HeaderNavigationItem[]
}

export function vendorCard(vendor: CatalogueVendor, art: CatalogueArt): VendorCardView {
  return {
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    name: vendor.displayName ?? vendor.vassalage,
    art: art.vendor(vendor.vassalage, vendor.gameType),
    launch: {
      vassalage: vendor.vassalage,
      gameType: vendor.gameType,
      isGame: vendor.isGame ?? null,
      displayName: vendor.displayName ?? null,
    },
  }
}

/** The vendor lanes → the header's game navigation (spec §2 Header). Pure. */
export function connectHeaderNavigation(
  vendors: ResourceSnapshot | undefined,
  art: CatalogueArt,
  split?: CategorySplit,
): HeaderNavigationView {
  const resource = resourceView<readonly VendorLane[]>(vendors)
  const categories = headerCategories(resource.data ?? [], split)
  return {
    status: resource.status,
    items: categories.map((entry) => {
      const cards = entry.vendors.slice(0, headerVendorLimit).map((vendor) => vendorCard(vendor, art))
      return {
        category: entry.category,
        intent:
          entry.intent.kind === 'launch'
            ? { kind: 'launch', target: vendorCard(entry.intent.vendor, art).launch }
            : entry.intent,
        hasDropdown: entry.hasDropdown,
        vendors: entry.hasDropdown ? cards : [],
        showArrows: entry.hasDropdown && cards.length > headerArrowsAbove,
      }
    }),
  }
}
