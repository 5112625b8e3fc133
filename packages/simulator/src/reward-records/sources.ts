import type { RewardSource } from '@portal/core'
import type { Entry } from '../ledger/entries'

/**
 * Where a bonus entry came from, read from what the paying code wrote in its remarks (each kind of reward writes
 * its own: promotions/progress.ts, handlers/promo-codes.ts, …). The member promotions keep their entries' ids in
 * their book, so they are told apart by that instead. Anything else, such as a bonus the back office paid by hand
 * on the dev surface, is `other`.
 */
const byRemarks: readonly [RegExp, RewardSource][] = [
  [/^Promotion /, 'promotion'],
  [/^Promo code /, 'promoCode'],
  [/^Prize wheel$/, 'prizeWheel'],
  [/^Mission reward /, 'mission'],
  [/^Achievement /, 'achievement'],
  [/^Raffle prize$/, 'raffle'],
  [/^VIP upgrade bonus/, 'vipUpgrade'],
  // A deposit's promotion names the deposit it was picked with: `<name> (DP…)`.
  [/ \(DP\d+\)$/, 'depositPromotion'],
]

export function rewardSourceOf(entry: Entry, memberPromotionEntries: ReadonlySet<string>): RewardSource {
  if (memberPromotionEntries.has(entry.id)) return 'memberPromotion'
  const remarks = entry.remarks ?? ''
  return byRemarks.find(([pattern]) => pattern.test(remarks))?.[1] ?? 'other'
}
