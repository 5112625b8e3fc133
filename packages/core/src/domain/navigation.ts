/** Game categories in the spec's order (§9); the header shows them in this order. */
export const gameCategories = [
  'HOME',
  'HOT',
  'PROMO',
  'DOWN',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
  'INHOUSE',
] as const

export type GameCategory = (typeof gameCategories)[number]

/** The fields of a vendor card the navigation needs; the server's cards carry more. */
export interface NavigationVendor {
  /** Vendor code. */
  vassalage: string
  gameType: string
}

/** One lane of the server's vendor list: its title is the category, its cards the vendors. */
export interface VendorGroup<V extends NavigationVendor = NavigationVendor> {
  gameCategory: string
  vendors: readonly V[]
}

/** Vendor codes that are moved to their own category; operators may configure them. */
export interface CategorySplit {
  /** Moved from SPORTS to ESPORTS. */
  esportVendors: readonly string[]
  /** Moved from SPORTS to COCKFIGHT. */
  cockfightVendors: readonly string[]
  /** Moved from RNG to INHOUSE. */
  inHouseVendors: readonly string[]
}

export const defaultCategorySplit: CategorySplit = {
  esportVendors: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  cockfightVendors: ['DS88', 'DIG'],
  inHouseVendors: [],
}

/** What choosing an entry does: change page, or start its vendor's game without one (the cockfight entry). */
export type NavigationIntent<V extends NavigationVendor = NavigationVendor> =
  | { kind: 'route'; path: string }
  | { kind: 'launch'; vendor: V }

export interface NavigationCategory<V extends NavigationVendor = NavigationVendor> {
  category: GameCategory
  vendors: readonly V[]
  intent: NavigationIntent<V>
  /** Whether hovering shows the vendor drop-down. */
  hasDropdown: boolean
}

const categoryPaths: Record<GameCategory, string> = {
  HOME: '/',
  HOT: '/hot',
  PROMO: '/promotions',
  DOWN: '/down',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  PVP: '/pvp',
  RNG: '/rng',
  FISH: '/fish',
  LOTT: '/lottery',
  ELOTT: '/lottery',
  INHOUSE: '/inHouse',
}

/** Lottery pages by the first vendor's code; other lottery vendors use the generic page. */
const lotteryPaths: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
}

const categoriesWithoutDropdown: ReadonlySet<GameCategory> = new Set(['HOME', 'PROMO', 'DOWN'])

const categorySet: ReadonlySet<string> = new Set(gameCategories)

const isGameCategory = (value: string): value is GameCategory => categorySet.has(value)

/**
 * The header's game navigation from the server's vendor list (spec §2 Header, §9). HOME always comes first;
 * every other category shows only when it is known and has a vendor. Esport and cockfight vendors are moved
 * out of SPORTS and in-house vendors out of RNG. The drop-down lists vendors, so a vendor code shows once per
 * category (its first card wins, e.g. a server ESPORTS lane before one moved from SPORTS), while a vendor in
 * several categories shows in each.
 */
export function navigationCategories<V extends NavigationVendor>(
  groups: readonly VendorGroup<V>[],
  split: CategorySplit = defaultCategorySplit,
): NavigationCategory<V>[] {
  const vendorsByCategory = groupVendors(groups, split)
  return gameCategories.flatMap((category) => {
    if (category === 'HOME') return [entry(category, [])]
    const vendors = vendorsByCategory.get(category) ?? []
    return vendors.length > 0 ? [entry(category, vendors)] : []
  })
}

function groupVendors<V extends NavigationVendor>(
  groups: readonly VendorGroup<V>[],
  split: CategorySplit,
): Map<GameCategory, V[]> {
  const byCategory = new Map<GameCategory, V[]>()
  const seen = new Set<string>()
  for (const { gameCategory, vendors } of groups) {
    if (!isGameCategory(gameCategory)) continue
    for (const vendor of vendors) {
      const category = categoryOf(gameCategory, vendor.vassalage, split)
      const key = `${category} ${vendor.vassalage}`
      if (seen.has(key)) continue
      seen.add(key)
      const listed = byCategory.get(category)
      if (listed) listed.push(vendor)
      else byCategory.set(category, [vendor])
    }
  }
  return byCategory
}

function categoryOf(listed: GameCategory, vassalage: string, split: CategorySplit): GameCategory {
  if (listed === 'SPORTS' && split.esportVendors.includes(vassalage)) return 'ESPORTS'
  if (listed === 'SPORTS' && split.cockfightVendors.includes(vassalage)) return 'COCKFIGHT'
  if (listed === 'RNG' && split.inHouseVendors.includes(vassalage)) return 'INHOUSE'
  return listed
}

function entry<V extends NavigationVendor>(
  category: GameCategory,
  vendors: readonly V[],
): NavigationCategory<V> {
  return {
    category,
    vendors,
    intent: intentFor(category, vendors[0]),
    hasDropdown: !categoriesWithoutDropdown.has(category),
  }
}

/**
 * The cockfight entry starts its first vendor's game. Both lottery categories route by the first vendor's
 * code, because the Vietnamese lottery (TCG_LOTTO_VN) is listed under LOTT and the sea lottery (TCG_SEA)
 * under ELOTT, and each has its own page.
 */
function intentFor<V extends NavigationVendor>(
  category: GameCategory,
  first: V | undefined,
): NavigationIntent<V> {
  if (category === 'COCKFIGHT' && first) return { kind: 'launch', vendor: first }
  const isLottery = category === 'LOTT' || category === 'ELOTT'
  const lotteryPath = isLottery && first ? lotteryPaths[first.vassalage] : undefined
  return { kind: 'route', path: lotteryPath ?? categoryPaths[category] }
}
