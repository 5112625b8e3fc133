import type { Prng } from '../prng'

export interface Vendor {
  /** Vendor code (`vassalage`). */
  code: string
  name: string
  /** The lane it is listed in; esport and cockfight vendors sit in SPORTS and the portal splits them out. */
  gameType: string
  /** 'VASSALAGE': the vendor opens a popup game list. */
  isGame: string | null
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

/** A type, not an interface: the contract's notice schema is a loose object (an index signature). */
export type Notice = {
  id: string
  title: string
  content: string
  startDateStr: string
  promotionType: string | null
  /** A signed-in audience, B anonymous, F first login. */
  execution: 'A' | 'B' | 'F'
}

export interface Catalog {
  vendors: Vendor[]
  games: Game[]
  notices: { player: Notice[]; popup: Notice[]; promotion: Notice[] }
  winners: { account: string; gameName: string; vassalage: string; winAmount: number }[]
}

const vendorTable: readonly [string, string, string, string | null][] = [
  ['EVO', 'Evolution', 'LIVE', null],
  ['AG', 'Asia Gaming', 'LIVE', null],
  ['SEXY', 'Sexy Baccarat', 'LIVE', null],
  ['SABA', 'SABA Sports', 'SPORTS', null],
  ['CMD', 'CMD368', 'SPORTS', null],
  ['IA', 'IA Esports', 'SPORTS', null],
  ['TF', 'TF Gaming', 'SPORTS', null],
  ['DS88', 'DS88 Sabong', 'SPORTS', null],
  ['PG', 'PG Soft', 'RNG', 'VASSALAGE'],
  ['JILI', 'JILI', 'RNG', 'VASSALAGE'],
  ['PP', 'Pragmatic Play', 'RNG', 'VASSALAGE'],
  ['CQ9', 'CQ9', 'RNG', null],
  ['JDB', 'JDB Fishing', 'FISH', null],
  ['FC', 'Fa Chai', 'FISH', null],
  ['KY', 'Kaiyuan', 'PVP', null],
  ['V8', 'V8 Poker', 'PVP', null],
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT', null],
  ['TCG_SEA', 'Sea Lottery', 'LOTT', null],
  ['TCG', 'TCG Lotto', 'ELOTT', null],
]

const firstWords = ['Fortune', 'Dragon', 'Golden', 'Lucky', 'Mega', 'Neon', 'Jade', 'Royal', 'Wild', 'Mystic']
const lastWords = ['Tiger', 'Koi', 'Phoenix', 'Gems', 'Riches', 'Empire', 'Blaze', 'Ways', 'Treasure', 'Fury']
const slotClasses = ['SLOT', 'SLOT', 'SLOT', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const
const gamesPerVendor: Record<string, number> = { RNG: 14, FISH: 6, PVP: 6, LIVE: 4 }

export function seedCatalog(prng: Prng, now: number): Catalog {
  const vendors = vendorTable.map(([code, name, gameType, isGame]) => ({ code, name, gameType, isGame }))
  const games = vendors.flatMap((vendor) =>
    Array.from({ length: gamesPerVendor[vendor.gameType] ?? 0 }, (_, index): Game => {
      const gameName = `${prng.pick(firstWords)} ${prng.pick(lastWords)}`
      return {
        nodeId: `${vendor.code}-${index + 1}`,
        gameCode: `${vendor.code}_${gameName.replace(/\s+/g, '_').toUpperCase()}_${index + 1}`,
        gameName,
        vassalage: vendor.code,
        gameType: vendor.gameType,
        subType: vendor.gameType === 'RNG' ? prng.pick(slotClasses) : vendor.gameType,
        supportPlay: prng.next() < 0.5 ? 0 : 1,
        hot: prng.next() < 0.3,
      }
    }),
  )
  const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString().slice(0, 10)
  const notice = (
    id: string,
    title: string,
    execution: Notice['execution'],
    offset: number,
    promotionType: string | null = null,
  ): Notice => ({
    id,
    title,
    content: `<p><strong>${title}.</strong> This is simulated announcement text with a <a href="/promotions">link</a>.</p>`,
    startDateStr: `${day(offset)} 10:00:00`,
    promotionType,
    execution,
  })
  return {
    vendors,
    games,
    notices: {
      player: [
        notice('N1', 'Scheduled maintenance on Sunday 02:00', 'B', 1),
        notice('N2', 'New vendor: Fa Chai fishing games', 'B', 3),
        notice('N3', 'Deposit channels updated', 'A', 5),
        notice('N4', 'Responsible gaming: set your limits', 'B', 9),
      ],
      popup: [
        notice('P1', 'Welcome! 100% first deposit bonus', 'B', 2, 'DEPOSIT'),
        notice('P2', 'Daily check-in rewards for members', 'A', 4, 'CHECKIN'),
        notice('P3', 'First login gift waiting in the reward centre', 'F', 0, 'GIFT'),
      ],
      promotion: [
        notice('R1', 'Weekly cashback up to 1.2%', 'A', 6, 'CASHBACK'),
        notice('R2', 'Refer a friend, earn together', 'B', 12, 'REFERRAL'),
      ],
    },
    winners: Array.from({ length: 30 }, () => {
      const game = prng.pick(games)
      return {
        account: `${prng.pick(['lu', 'mi', 'ka', 'to', 'an', 'vi'])}***${prng.int(10, 99)}`,
        gameName: game.gameName,
        vassalage: game.vassalage,
        winAmount: prng.int(50_000, 50_000_000) / 100,
      }
    }),
  }
}

/** Banner groups of spec §2: the home carousel, the auth pages and one per page key. */
export const bannerGroups: Readonly<Record<string, readonly string[]>> = {
  w_home: ['Welcome bonus 100%', 'Live casino nights', 'Slots tournament'],
  w_login: ['Sign in and play'],
  w_register: ['Join in 30 seconds'],
  w_forget: ['Back in the game'],
  promotions: ['Promotions'],
  rng: ['Slots'],
  live: ['Live casino'],
  fish: ['Fishing'],
  pvp: ['Board and cards'],
  sports: ['Sports'],
  esports: ['Esports'],
  lott: ['Lottery'],
  elott: ['E-lottery'],
  cockfight: ['Cockfight'],
  download: ['Get the app'],
  shop: ['Points mall'],
  help: ['Help centre'],
}
