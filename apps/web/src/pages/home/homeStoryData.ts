import { money } from '@portal/core'
import type { BannerSlide } from '../../components/banners/BannerCarousel'
import { bannerArt, gameArt, vendorArt } from '../../components/games/storyArt'
import type { Winner } from '../../components/games/WinnersBoard'
import type { CasinoTab } from './CasinoTabs'
import type { HotGame } from './HotGames'

/** Fixture data for the home sections' stories. */
export const storyBanners: BannerSlide[] = ['WELCOME BONUS', 'LIVE CASINO', 'SPORTS WEEK'].map(
  (title, index) => ({
    key: `banner${index}`,
    imageUrl: bannerArt(index, title),
    label: title,
    linked: index === 1,
  }),
)

const vendorNames = [
  'Evo',
  'PragmaticPlay',
  'SaGaming',
  'DreamGaming',
  'AllBet',
  'WM',
  'Ezugi',
  'Sexy',
  'PlayTech',
  'BetGames',
  'Vivo',
  'Asia',
]

const vendors = (count: number, offset = 0) =>
  vendorNames.slice(0, count).map((name, index) => ({
    key: `${name}${offset}`,
    name,
    imageUrl: vendorArt(index + offset, name.toUpperCase()),
  }))

export const storyTabs: CasinoTab[] = [
  { type: 'SPORTS', vendors: vendors(4) },
  { type: 'LIVE', vendors: vendors(10, 1) },
  { type: 'RNG', vendors: vendors(8, 2) },
  { type: 'FISH', vendors: vendors(3, 3) },
]

export const storyVendors = vendors(12)

export const storyHotGames: HotGame[] = [
  'Golden Dragon',
  'Lucky Neko',
  'Fortune Ox',
  'Mahjong Ways',
  'Wild Bandito',
  'Treasure Bowl',
  'Candy Bonanza',
  'Koi Gate',
].map((name, index) => ({
  key: `game${index}`,
  name,
  imageUrl: gameArt(index, name.split(' ')[0]?.toUpperCase() ?? ''),
  trial: index % 2 === 0,
  favourite: index === 1,
}))

export const storyWinners: Winner[] = Array.from({ length: 20 }, (_, index) => ({
  key: `winner${index}`,
  account: `pl***${10 + index}`,
  game: storyHotGames[index % storyHotGames.length]?.name ?? '',
  imageUrl: storyHotGames[index % storyHotGames.length]?.imageUrl,
  amount: money(12_345_679n / BigInt(index + 1)),
}))
