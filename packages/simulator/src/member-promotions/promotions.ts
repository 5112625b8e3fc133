import { ledgerOf } from '../ledger/book'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { claimOf, memberPromotionBookOf } from './book'
import { dayMs, dayOf, memberPromotionRules, netLossOf, saviorRewardOf } from './rules'
import { seededIssued } from './seed'

type State = 'available' | 'claimed' | 'ineligible'

/** A promotion as the platform judges it now: what it pays, whether it may be claimed, and why not. */
export interface Judged {
  reward: number
  state: State
  reason: string | null
}

const iso = (at: number) => new Date(at).toISOString()

export function bookOf(store: Store, member: Member) {
  return memberPromotionBookOf(ledgerOf(store, member), () => seededIssued(member.account, store.now()))
}

/** The registration bonus: once per member. */
export function judgeRegister(store: Store, member: Member) {
  const claimed = claimOf(bookOf(store, member), 'register', 'once')
  const judged: Judged = claimed
    ? { reward: claimed.amount, state: 'claimed', reason: 'register_claimed' }
    : { reward: memberPromotionRules.registerBonus, state: 'available', reason: null }
  return { ...judged, claimedAt: claimed ? iso(claimed.at) : null, of: 'once' }
}

/** The login bonus: once per day (UTC); claimed today, the next may be claimed at tomorrow's start. */
export function judgeLogin(store: Store, member: Member) {
  const today = dayOf(store.now())
  const claimed = claimOf(bookOf(store, member), 'login', String(today))
  const judged: Judged = claimed
    ? { reward: claimed.amount, state: 'claimed', reason: 'login_claimed_today' }
    : { reward: memberPromotionRules.loginBonus, state: 'available', reason: null }
  return { ...judged, nextAt: claimed ? iso((today + 1) * dayMs) : null, of: String(today) }
}

/** Loss-back of the last full day (UTC): a share of its net loss at play, once for that day. */
export function judgeSavior(store: Store, member: Member) {
  const day = dayOf(store.now()) - 1
  const start = day * dayMs
  const end = start + dayMs
  const netLoss = netLossOf(ledgerOf(store, member), start, end)
  const claimed = claimOf(bookOf(store, member), 'savior', String(day))
  const reward = saviorRewardOf(netLoss)
  const judged: Judged = claimed
    ? { reward: claimed.amount, state: 'claimed', reason: 'savior_claimed' }
    : reward > 0
      ? { reward, state: 'available', reason: null }
      : { reward: 0, state: 'ineligible', reason: 'savior_no_loss' }
  const { saviorMinLoss, saviorPercent, saviorCap } = memberPromotionRules
  return {
    ...judged,
    periodStart: iso(start),
    periodEnd: iso(end),
    netLoss,
    minLoss: saviorMinLoss,
    percent: saviorPercent,
    cap: saviorCap,
    of: String(day),
  }
}

/** The promotions the back office issued to the member, newest first: each once, until it expires. */
export function judgeIssued(store: Store, member: Member) {
  const book = bookOf(store, member)
  const now = store.now()
  return [...book.issued].reverse().map((issued) => {
    const claimed = claimOf(book, 'issued', issued.issueId)
    const judged: Judged = claimed
      ? { reward: claimed.amount, state: 'claimed', reason: 'issued_claimed' }
      : issued.expiresAt !== null && issued.expiresAt <= now
        ? { reward: issued.amount, state: 'ineligible', reason: 'issued_expired' }
        : { reward: issued.amount, state: 'available', reason: null }
    return { issued, judged }
  })
}
