import type { PromotionStatus } from '@portal/core'
import { creditMember, ledgerOf } from '../ledger/book'
import { statusOf } from '../ledger/ledger'
import { isRefusal } from '../ledger/operations'
import { type Member, trialTypes } from '../seed/members'
import { type PromotionRule, promotionRules } from '../seed/promotions'
import type { Store } from '../store'
import { entryKey, type PromotionEntry } from './state'

const day = 86_400_000

export const periodOf = (store: Store, rule: PromotionRule) => ({
  start: store.state.seededAt + rule.startsInDays * day,
  end: store.state.seededAt + rule.endsInDays * day,
})

/** Settled deposits, or valid bets (in any wallet), since `since`: minor units, from the ledger. */
export function progressOf(store: Store, member: Member, rule: PromotionRule, since: number): number {
  if (rule.target === null) return 0
  const ledger = ledgerOf(store, member)
  let sum = 0
  for (const entry of ledger.entries) {
    if (entry.at < since) continue
    if (rule.kind === 'deposit' && entry.kind === 'deposit' && statusOf(ledger, entry.id) === 'settled')
      sum += entry.amount
    if (rule.kind === 'turnover' && entry.kind === 'bet') sum -= entry.amount
  }
  return sum
}

export const mayTakePart = (member: Member, rule: PromotionRule) =>
  !trialTypes.includes(member.type) && member.vipRankLevel >= rule.minVip

/**
 * One of the ten statuses (spec §4) of a promotion for a member (null: a visitor). Choices where the spec is
 * silent are in docs/promotions.md.
 */
export function promotionStatus(store: Store, rule: PromotionRule, member: Member | null): PromotionStatus {
  const now = store.now()
  const { start, end } = periodOf(store, rule)
  const entry = member ? store.state.promotions.entries.get(entryKey(member.account, rule.id)) : undefined
  if (member && entry) return entryStatus(store, rule, member, entry, now > end)
  if (now < start) return 'comingSoon'
  if (now > end || !rule.signUpOpen) return 'closed'
  if (member && !mayTakePart(member, rule)) return 'forbidden'
  return 'join'
}

function entryStatus(
  store: Store,
  rule: PromotionRule,
  member: Member,
  entry: PromotionEntry,
  ended: boolean,
): PromotionStatus {
  if (entry.stage === 'claimed') return 'claimed'
  if (entry.stage === 'paid') return 'paid'
  if (entry.stage === 'applying') return 'applying'
  if (entry.stage === 'rejected') return 'forbidden'
  const progress = progressOf(store, member, rule, entry.joinedAt)
  if (rule.target !== null && progress >= rule.target) return 'claim'
  if (ended) return 'closed'
  return progress > 0 ? 'inProgress' : 'signedUp'
}

/** Pays a promotion's bonus into the ledger once (the entry moves first, so a re-entrant event finds it paid). */
export function payPromotion(
  store: Store,
  member: Member,
  rule: PromotionRule,
  entry: PromotionEntry,
  stage: 'paid' | 'claimed',
) {
  entry.stage = stage
  entry.paidAt = store.now()
  return creditMember(store, member, 'bonus', rule.bonus, `Promotion ${rule.id}`)
}

/** Pays every automatic promotion of the member whose target the ledger now shows. */
export function payDue(store: Store, member: Member): void {
  for (const rule of promotionRules) {
    if (rule.payout !== 'auto') continue
    const entry = store.state.promotions.entries.get(entryKey(member.account, rule.id))
    if (entry?.stage !== 'joined') continue
    if (promotionStatus(store, rule, member) !== 'claim') continue
    if (isRefusal(payPromotion(store, member, rule, entry, 'paid'))) entry.stage = 'joined'
  }
}

/**
 * When money settles, automatic promotions whose target is now met are paid at once: the bonus is a ledger
 * entry, so the member's real-time channel tells the app (MANUAL_PROMO) and the balance follows. Bets settle
 * inside the member's own requests and tell no one: the list checks again whenever it is read.
 */
export function watchPromotions(store: Store): void {
  store.ledgerEvents.onSettled((event) => {
    const member = store.state.members.find((candidate) => candidate.account === event.account)
    if (member) payDue(store, member)
  })
}
