import { moneyFromApi, rebateFor } from '@portal/core'
import { shownCategory } from '../art/glyphs'
import { createPrng, hashText, type Prng } from '../prng'
import type { Catalog } from '../seed/catalog'
import { type GameRef, mainWallet } from './entries'
import { type Ledger, runningBalance } from './ledger'
import {
  adjust,
  approve,
  convertToPoints,
  credit,
  isRefusal,
  playRound,
  reject,
  requestDeposit,
  requestWithdrawal,
  transfer,
} from './operations'
import { orderReference } from './references'

export interface HistoryOptions {
  seed: number
  /** The end of the history: when the simulator's world was seeded. */
  until: number
  catalog: Catalog
  /** The first deposit, 90 days ago (minor units). */
  opening: number
  /** Game rounds a day, from–to: member01 plays a lot, so that its records run to thousands of rows. */
  roundsPerDay: readonly [number, number]
  /** How many days the history covers (default 90): a downline who joined last week has a week of it. */
  days?: number
}

const day = 86_400_000
export const historyDays = 90

/** Stakes in minor units, and what a round pays in tenths of the stake (weights: how often). */
const stakes = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const
const payouts: readonly (readonly [tenths: number, weight: number])[] = [
  [0, 52],
  [5, 12],
  [10, 10],
  [15, 10],
  [20, 9],
  [50, 5],
  [100, 2],
]
const payoutWeights = payouts.reduce((sum, [, weight]) => sum + weight, 0)
const depositAmounts = [10_000, 20_000, 50_000, 100_000, 200_000] as const

/**
 * Ninety days of a member's money, deterministic from the seed and the account: deposits (a few rejected),
 * withdrawals with fees (a few reversed), transfers to and from vendor wallets, game rounds in every category,
 * weekly rebates, bonuses, a correction and points conversions. The last day leaves a deposit and a withdrawal
 * pending, for the dev surface to approve or reject.
 */
export function seedHistory(ledger: Ledger, options: HistoryOptions): void {
  const prng = createPrng(options.seed ^ hashText(ledger.account))
  const { catalog } = options
  const days = options.days ?? historyDays
  const start = options.until - days * day
  let clock = start
  /** Moves the clock on by some minutes, never past the end of the history. */
  const tick = (maxMinutes: number) => {
    clock = Math.min(clock + prng.int(1, maxMinutes) * 60_000, options.until - 1)
    return clock
  }
  const when = (prefix: string, maxMinutes = 6) => ({
    at: tick(maxMinutes),
    reference: orderReference(ledger, prefix),
  })
  const weekStakes = new Map<string, number>()
  const gamesOf = new Map<string, Catalog['games']>()
  for (const game of catalog.games) {
    const list = gamesOf.get(game.vassalage)
    if (list) list.push(game)
    else gamesOf.set(game.vassalage, [game])
  }

  deposit(ledger, prng, options.opening, when('DP'), tick)
  for (let index = 0; index < days; index++) {
    clock = Math.max(clock, start + index * day + prng.int(6, 11) * 3_600_000)
    const main = runningBalance(ledger)
    if (main < 50_000 || prng.next() < 0.3) deposit(ledger, prng, prng.pick(depositAmounts), when('DP'), tick)
    const rounds = prng.int(...options.roundsPerDay)
    for (let played = 0; played < rounds; )
      played += session(ledger, prng, catalog, gamesOf, rounds - played, when, weekStakes)
    if (index % 7 === 6) payRebate(ledger, weekStakes, when('RB'))
    if (index % 15 === 7) credit(ledger, 'bonus', prng.int(10, 50) * 100, when('BN'), 'Promotion bonus')
    const cash = Math.min(5_000, runningBalance(ledger))
    if (index % 30 === 20 && cash > 0) convertToPoints(ledger, cash, when('PT'))
    if (index === 45) adjust(ledger, prng.int(1, 20) * 100, when('AJ'), 'Correction of a late settlement')
    if (runningBalance(ledger) > 500_000 && prng.next() < 0.4) withdraw(ledger, prng, when('WD'), tick)
  }
  // Left waiting, for the dev surface.
  requestDeposit(ledger, 50_000, when('DP'))
  if (runningBalance(ledger) > 20_000) requestWithdrawal(ledger, 10_000, 0, when('WD'))
}

function deposit(
  ledger: Ledger,
  prng: Prng,
  amount: number,
  order: { at: number; reference: string },
  tick: (m: number) => number,
) {
  const pending = requestDeposit(ledger, amount, order)
  if (isRefusal(pending)) return
  if (prng.int(1, 20) === 1) reject(ledger, pending.id, tick(30), 'Payment not received')
  else approve(ledger, pending.id, tick(30))
}

function withdraw(
  ledger: Ledger,
  prng: Prng,
  order: { at: number; reference: string },
  tick: (m: number) => number,
) {
  const amount = Math.floor((runningBalance(ledger) * prng.int(20, 50)) / 100 / 10_000) * 10_000
  const fee = prng.next() < 0.5 ? 0 : Math.min(Math.floor(amount / 100), 5_000)
  const held = requestWithdrawal(ledger, amount, fee, order)
  if (isRefusal(held) || !held[0]) return
  // Bank details that do not match on the member's first withdrawal, then now and then: both outcomes show.
  const first = !ledger.entries.some((entry) => entry.kind === 'withdrawalReversal')
  if (first || prng.int(1, 10) === 1) reject(ledger, held[0].id, tick(120), 'Bank details do not match')
  else approve(ledger, held[0].id, tick(120))
}

/** One sitting at one vendor: from the main wallet, or (half the time) through the vendor's own wallet. */
function session(
  ledger: Ledger,
  prng: Prng,
  catalog: Catalog,
  gamesOf: Map<string, Catalog['games']>,
  roundsLeft: number,
  when: (prefix: string, maxMinutes?: number) => { at: number; reference: string },
  weekStakes: Map<string, number>,
): number {
  const vendor = prng.pick(catalog.vendors)
  const games = gamesOf.get(vendor.code) ?? []
  const category = shownCategory(vendor.code, vendor.gameType)
  const viaVendor = prng.next() < 0.5
  const wallet = viaVendor ? vendor.code : mainWallet
  if (viaVendor) {
    const amount = Math.min(runningBalance(ledger), prng.int(5, 40) * 2_000)
    if (amount <= 0 || isRefusal(transfer(ledger, mainWallet, vendor.code, amount, when('TR'))))
      return roundsLeft
  }
  const rounds = Math.min(roundsLeft, prng.int(5, 30))
  let played = 0
  for (; played < rounds; played++) {
    const stake = prng.pick(stakes)
    if (runningBalance(ledger, wallet) < stake) break
    const game: GameRef = {
      vendor: vendor.code,
      category,
      gameCode: games.length ? prng.pick(games).gameCode : null,
    }
    const win = Math.floor((stake * pickPayout(prng)) / 10)
    playRound(ledger, wallet, stake, win, game, when('GR', 3))
    weekStakes.set(category, (weekStakes.get(category) ?? 0) + stake)
  }
  const left = runningBalance(ledger, wallet)
  if (viaVendor && left > 0) transfer(ledger, vendor.code, mainWallet, left, when('TR'))
  // A sitting that could not play a round still counts, so a broke member's day ends.
  return Math.max(played, 1)
}

function pickPayout(prng: Prng): number {
  let roll = prng.int(1, payoutWeights)
  for (const [tenths, weight] of payouts) {
    roll -= weight
    if (roll <= 0) return tenths
  }
  return 0
}

/** The week's rebate: valid bets per category × the spec's rate (§9), the rate read as exact basis points. */
function payRebate(
  ledger: Ledger,
  weekStakes: Map<string, number>,
  order: { at: number; reference: string },
) {
  let amount = 0
  for (const [category, staked] of weekStakes) {
    const { rate } = rebateFor(category)
    const basisPoints = rate === null ? 0 : Number(moneyFromApi(rate, 4)?.minor ?? 0n)
    amount += Math.floor((staked * basisPoints) / 10_000)
  }
  weekStakes.clear()
  if (amount > 0) credit(ledger, 'rebate', amount, order, 'Weekly rebate')
}
