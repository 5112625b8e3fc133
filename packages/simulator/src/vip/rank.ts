import { creditMember, ledgerOf } from '../ledger/book'
import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'
import { isRefusal } from '../ledger/operations'
import { type Member, trialTypes } from '../seed/members'
import { type VipLevelRule, vipLevels } from '../seed/vip'
import type { Store } from '../store'

/** A member's lifetime turnover (stakes, in any wallet) and approved deposits, minor units, from the ledger. */
export interface VipTotals {
  turnover: number
  deposits: number
}

interface VipBook {
  /** The level the member holds: never lowered. */
  level: number
  rankedUpAt: number | null
}

/** Per ledger, so a reset of the world (new ledgers) starts the club again. */
const books = new WeakMap<Ledger, VipBook>()

export function totalsOf(ledger: Ledger, until = Number.POSITIVE_INFINITY): VipTotals {
  let turnover = 0
  let deposits = 0
  for (const entry of ledger.entries) {
    if (entry.at > until) continue
    if (entry.kind === 'bet') turnover -= entry.amount
    if (entry.kind === 'deposit' && statusOf(ledger, entry.id) === 'settled') deposits += entry.amount
  }
  return { turnover, deposits }
}

/** The highest level whose turnover and deposits the totals both meet. */
export function levelOf(totals: VipTotals): number {
  let reached = 0
  for (const rule of vipLevels)
    if (totals.turnover >= rule.turnover && totals.deposits >= rule.deposits) reached = rule.level
  return reached
}

/** Demo money earns no rank: its bonuses would be real money. */
const earnsRank = (member: Member) => !trialTypes.includes(member.type) && member.freePlay !== true

/**
 * The member's book, opened with the level of their past: the seeded label, or what the seeded history
 * (before the simulator's start) reached, whichever is higher, with no bonus for it.
 */
function bookOf(store: Store, member: Member): VipBook {
  const ledger = ledgerOf(store, member)
  const known = books.get(ledger)
  if (known) return known
  const past = earnsRank(member) ? levelOf(totalsOf(ledger, store.state.seededAt)) : 0
  const book = { level: Math.max(member.vipRankLevel, past), rankedUpAt: null }
  books.set(ledger, book)
  label(member, book.level)
  return book
}

function label(member: Member, level: number) {
  member.vipRankLevel = level
  member.vipLabelName = `VIP ${vipLevels[level]?.name.EN ?? ''}`
}

/**
 * Moves the member up to the level their turnover and deposits now reach, one level at a time, each paying
 * its upgrade bonus into the main wallet (a ledger entry, so the member's channel tells the app). The level
 * moves before the bonus is booked, so the settlement's own event finds nothing more to do.
 */
export function reviewRank(store: Store, member: Member): VipBook {
  const book = bookOf(store, member)
  if (!earnsRank(member)) return book
  const reached = levelOf(totalsOf(ledgerOf(store, member)))
  while (book.level < reached) {
    book.level += 1
    book.rankedUpAt = store.now()
    label(member, book.level)
    const rule = vipLevels[book.level] as VipLevelRule
    if (rule.upgradeBonus > 0) {
      const paid = creditMember(
        store,
        member,
        'bonus',
        rule.upgradeBonus,
        `VIP upgrade bonus: ${rule.name.EN}`,
      )
      if (isRefusal(paid)) break
    }
  }
  return book
}

/** Deposits approved by the back office move the rank as soon as they settle. */
export function watchVip(store: Store): void {
  store.ledgerEvents.onSettled((event) => {
    const member = store.findMember(event.account)
    if (member && event.entry.kind === 'deposit') reviewRank(store, member)
  })
}
