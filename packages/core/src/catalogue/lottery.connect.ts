import type { LotteryGame, OpenedDraw } from '../api/schemas/lottery'
import type { LotteryMenuGroup, LotteryResources } from './create-catalogue'
import { type BallColour, colourOf27, colourOf49, type RaceColour, raceColourOf } from './lottery-balls'
import { type ResourceSnapshot, resourceView } from './resource.machine'

export interface BallView {
  /** As drawn: '7', '07', '1'. */
  value: string
  /** The ball's colour set entry; null for plain digits. */
  colour: BallColour | RaceColour | null
}

export interface DrawView {
  gameCode: string
  /** The game's name from the menus, else the code. */
  gameName: string
  drawNo: string | null
  /** ISO 8601. */
  openedAt: string | null
  balls: readonly BallView[]
  /** The extra ball of a 49-ball draw. */
  special: BallView | null
  /** The total of a 0-27 game, coloured by the 0-27 set. */
  sum: BallView | null
  /** Prize tiers of a Vietnamese draw (special, first, …), tickets as drawn. */
  prizes: Readonly<Record<string, readonly string[]>> | null
}

export interface LotterySection<T> {
  status: 'loading' | 'loaded' | 'failed'
  items: readonly T[]
}

export interface LotteryView {
  /** Menu groups (by region for the Vietnamese lottery). */
  menus: LotterySection<LotteryMenuGroup>
  /** Recently played; null where the page has none. */
  recent: LotterySection<LotteryGame> | null
  popular: LotterySection<LotteryGame>
  opened: LotterySection<DrawView>
}

const section = <T>(snapshot: ResourceSnapshot | undefined): LotterySection<T> => {
  const view = resourceView<readonly T[]>(snapshot)
  return { status: view.status, items: view.data ?? [] }
}

const plain = (value: number | string): BallView => ({ value: String(value), colour: null })

/**
 * Colours by the shape of the draw, since the server does not name the set: a special ball means the 49 set,
 * a sum the 0-27 set (on the sum), ten '01'-'10' places a race; any other digits stay plain.
 */
export function drawView(draw: OpenedDraw, names: ReadonlyMap<string, string>): DrawView {
  const numbers = draw.numbers ?? []
  const isRace =
    numbers.length === 10 && numbers.every((n) => typeof n === 'string' && raceColourOf(n) !== null)
  const is49 = draw.special != null || numbers.some((n) => Number(n) > 9)
  const balls = numbers.map((n): BallView => {
    if (isRace) return { value: String(n), colour: raceColourOf(n) }
    if (is49) return { value: String(n), colour: colourOf49(Number(n)) }
    return plain(n)
  })
  const prizes = draw.prizes
    ? Object.fromEntries(
        Object.entries(draw.prizes).map(([tier, tickets]) => [
          tier,
          typeof tickets === 'string' ? [tickets] : tickets,
        ]),
      )
    : null
  return {
    gameCode: draw.gameCode,
    gameName: names.get(draw.gameCode) ?? draw.gameCode,
    drawNo: draw.drawNo ?? null,
    openedAt: draw.openedAt ?? null,
    balls,
    special: draw.special != null ? { value: String(draw.special), colour: colourOf49(draw.special) } : null,
    sum: draw.sum != null ? { value: String(draw.sum), colour: colourOf27(draw.sum) } : null,
    prizes,
  }
}

export interface LotterySnapshots {
  menus: ResourceSnapshot | undefined
  recent: ResourceSnapshot | undefined | null
  popular: ResourceSnapshot | undefined
  opened: ResourceSnapshot | undefined
}

/** The snapshots of a page's `LotteryResources`, for `connectLottery`. */
export function lotterySnapshots(resources: LotteryResources): LotterySnapshots {
  return {
    menus: resources.menus.getSnapshot(),
    recent: resources.recent ? resources.recent.getSnapshot() : null,
    popular: resources.popular.getSnapshot(),
    opened: resources.opened.getSnapshot(),
  }
}

/** A lottery page's lists (spec §2 Lottery pages). Pure. */
export function connectLottery(snapshots: LotterySnapshots): LotteryView {
  const menus = section<LotteryMenuGroup>(snapshots.menus)
  const names = new Map<string, string>()
  for (const group of menus.items)
    for (const game of group.games) names.set(game.gameCode, game.gameName ?? game.gameCode)
  const opened = section<OpenedDraw>(snapshots.opened)
  return {
    menus,
    recent: snapshots.recent === null ? null : section<LotteryGame>(snapshots.recent),
    popular: section<LotteryGame>(snapshots.popular),
    opened: { status: opened.status, items: opened.items.map((draw) => drawView(draw, names)) },
  }
}
