import { bingoSubClass, slotSubClasses } from '@portal/core'
import type { Prng } from '../prng'
import { type AnnouncementSeeds, seedAnnouncements } from './announcements'

export interface Vendor {
  /** Vendor code (`vassalage`). */
  code: string
  name: string
  /** The lane it is listed in; esport and cockfight vendors sit in SPORTS and the portal splits them out. */
  gameType: string
  /** 'VASSALAGE': the vendor opens a popup game list. */
  isGame: string | null
  /** Launches are refused with `vendor_maintenance` while on (dev surface: `/__sim/vendor-maintenance`). */
  maintenance: boolean
  /** A PVP vendor with a room list (`pvpRooms`). */
  rooms: boolean
}

export interface Game {
  nodeId: string
  gameCode: string
  gameName: string
  vassalage: string
  gameType: string
  /** Slot sub-class (SC, VP, JP, TG, AC, BG) or SLOT. */
  subType: string
  /** 0: free trial offered. */
  supportPlay: 0 | 1
  hot: boolean
}

export interface Catalog {
  vendors: Vendor[]
  games: Game[]
  /** Announcements and notices: text in every shipped language, HTML built per request. */
  notices: AnnouncementSeeds
  winners: {
    account: string
    gameName: string
    gameCode: string
    vassalage: string
    gameType: string
    winAmount: number
  }[]
}

type VendorRow = readonly [code: string, name: string, lane: string, flags?: string]

/**
 * Every category of spec §9: esport (AV, IMES, IA, AI, TF) and cockfight (DS88, DIG) vendors sit in the SPORTS
 * lane as the server sends them. Flags: `V` popup game list (isGame VASSALAGE), `M` under maintenance, `R` rooms.
 */
const vendorTable: readonly VendorRow[] = [
  ['EVO', 'Evolution', 'LIVE'],
  ['AG', 'Asia Gaming', 'LIVE'],
  ['SEXY', 'Sexy Baccarat', 'LIVE'],
  ['DG', 'Dream Gaming', 'LIVE'],
  ['SABA', 'SABA Sports', 'SPORTS'],
  ['CMD', 'CMD368', 'SPORTS'],
  ['SBO', 'SBOBET', 'SPORTS', 'M'],
  ['IA', 'IA Esports', 'SPORTS'],
  ['TF', 'TF Gaming', 'SPORTS'],
  ['AV', 'AV Esports', 'SPORTS'],
  ['IMES', 'IM Esports', 'SPORTS'],
  ['AI', 'AI Esports', 'SPORTS'],
  ['DS88', 'DS88 Sabong', 'SPORTS'],
  ['DIG', 'DIG Cockfight', 'SPORTS'],
  ['PG', 'PG Soft', 'RNG', 'V'],
  ['JILI', 'JILI', 'RNG', 'V'],
  ['PP', 'Pragmatic Play', 'RNG', 'V'],
  ['CQ9', 'CQ9', 'RNG'],
  ['FG', 'Fun Gaming', 'RNG'],
  ['JDB', 'JDB Fishing', 'FISH'],
  ['FC', 'Fa Chai', 'FISH'],
  ['KY', 'Kaiyuan', 'PVP', 'R'],
  ['V8', 'V8 Poker', 'PVP', 'R'],
  ['TP', 'TP Cards', 'PVP'],
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT'],
  ['TCG_SEA', 'Sea Lottery', 'LOTT'],
  ['TCG', 'TCG Lotto', 'ELOTT'],
]

/** Name words by lane, so a fishing game does not read like a slot. */
const nameWords: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  RNG: [
    [
      'Fortune',
      'Dragon',
      'Golden',
      'Lucky',
      'Mega',
      'Neon',
      'Jade',
      'Royal',
      'Wild',
      'Mystic',
      'Aztec',
      'Candy',
    ],
    [
      'Tiger',
      'Koi',
      'Phoenix',
      'Gems',
      'Riches',
      'Empire',
      'Blaze',
      'Ways',
      'Treasure',
      'Fury',
      'Bonanza',
      'Reels',
    ],
  ],
  FISH: [
    ['Ocean', 'Deep Sea', 'Mermaid', 'Shark', 'Coral', 'Golden'],
    ['Hunter', 'King', 'Fishing', 'Blast', 'Legend', 'Treasure'],
  ],
  PVP: [
    ['Texas', 'Royal', 'Fast', 'Lucky', 'Classic', 'Golden'],
    ["Hold'em", 'Niu Niu', 'Blackjack', 'Mahjong', 'Tongits', 'Pusoy'],
  ],
  LIVE: [
    ['Speed', 'Lightning', 'VIP', 'Golden', 'Classic', 'Squeeze'],
    ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan'],
  ],
}
/** RNG games go through these in turn, so every slot sub-class the portal filters by (spec §2) shows up. */
const slotClasses = ['SLOT', ...slotSubClasses, bingoSubClass, 'SLOT'] as const
const gamesPerVendor: Record<string, number> = { RNG: 16, FISH: 6, PVP: 6, LIVE: 4 }

function vendorOf([code, name, gameType, flags = '']: VendorRow): Vendor {
  return {
    code,
    name,
    gameType,
    isGame: flags.includes('V') ? 'VASSALAGE' : null,
    maintenance: flags.includes('M'),
    rooms: flags.includes('R'),
  }
}

/** Distinct names per vendor: two words from its lane, retried on a clash. */
function gameNamer(prng: Prng, gameType: string) {
  const [first, last] = nameWords[gameType] ?? nameWords.RNG ?? [[], []]
  const used = new Set<string>()
  return () => {
    let name = `${prng.pick(first)} ${prng.pick(last)}`
    for (let tries = 0; used.has(name) && tries < 20; tries++) name = `${prng.pick(first)} ${prng.pick(last)}`
    if (used.has(name)) name = `${name} ${used.size + 1}`
    used.add(name)
    return name
  }
}

export function seedCatalog(prng: Prng, now: number): Catalog {
  const vendors = vendorTable.map(vendorOf)
  const games = vendors.flatMap((vendor, vendorIndex) => {
    const nextName = gameNamer(prng, vendor.gameType)
    return Array.from({ length: gamesPerVendor[vendor.gameType] ?? 0 }, (_, index): Game => {
      const gameName = nextName()
      return {
        nodeId: `${vendor.code}-${index + 1}`,
        gameCode: `${vendor.code}_${gameName.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}_${index + 1}`,
        gameName,
        vassalage: vendor.code,
        gameType: vendor.gameType,
        subType:
          vendor.gameType === 'RNG'
            ? (slotClasses[(index + vendorIndex) % slotClasses.length] ?? 'SLOT')
            : vendor.gameType,
        // Every third game offers a free trial, the rest by chance: some of each in every vendor.
        supportPlay: index % 3 === 0 || prng.next() < 0.25 ? 0 : 1,
        hot: index < 2 || prng.next() < 0.2,
      }
    })
  })
  return {
    vendors,
    games,
    notices: seedAnnouncements(now),
    winners: Array.from({ length: 30 }, () => {
      const game = prng.pick(games)
      return {
        account: `${prng.pick(['lu', 'mi', 'ka', 'to', 'an', 'vi'])}***${prng.int(10, 99)}`,
        gameName: game.gameName,
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        gameType: game.gameType,
        // Always some cents, so the board's two decimals show.
        winAmount: (prng.int(500, 500_000) * 100 + prng.int(1, 99)) / 100,
      }
    }),
  }
}

export interface BannerSeed {
  title: string
  subtitle: string
  /** The emblem drawn on it. */
  category: string
  /** Where a click goes (spec §3 Banner: a linkage makes it clickable). */
  linkage?: { linkageType: string; linkageValue: string }
}

const plain = (title: string, category = '', subtitle = ''): BannerSeed => ({ title, subtitle, category })

/** Banner groups of spec §2: the home carousel, the auth pages and one per page key. */
export const bannerGroups: Readonly<Record<string, readonly BannerSeed[]>> = {
  w_home: [
    {
      title: 'Welcome bonus 100%',
      subtitle: 'First deposit',
      category: 'RNG',
      linkage: { linkageType: 'PROMOTION', linkageValue: '/promotions' },
    },
    plain('Live casino nights', 'LIVE', 'Real dealers 24/7'),
    plain('Slots tournament', 'RNG', 'Prize pool 50,000'),
    plain('Sabong every evening', 'COCKFIGHT', 'Live arenas'),
  ],
  w_login: [plain('Sign in and play', 'RNG', 'Welcome back')],
  w_register: [plain('Join in 30 seconds', 'LOTT', 'New member')],
  w_forget: [plain('Back in the game', 'PVP', 'Reset password')],
  promotions: [plain('Promotions', 'RNG', 'Bonuses and rewards')],
  rng: [plain('Slots', 'RNG', 'Thousands of games')],
  live: [plain('Live casino', 'LIVE', 'Real dealers')],
  fish: [plain('Fishing', 'FISH', 'Hunt the big one')],
  pvp: [plain('Board and cards', 'PVP', 'Play real people')],
  sports: [plain('Sports', 'SPORTS', 'Best odds')],
  esports: [plain('Esports', 'ESPORTS', 'Every major league')],
  lott: [plain('Lottery', 'LOTT', 'Draws every minute')],
  elott: [plain('E-lottery', 'ELOTT', 'Fast draws')],
  cockfight: [plain('Cockfight', 'COCKFIGHT', 'Live arenas')],
  download: [plain('Get the app', '', 'iOS and Android')],
  shop: [plain('Points mall', '', 'Redeem your points')],
  help: [plain('Help centre', '', 'We are here')],
}
