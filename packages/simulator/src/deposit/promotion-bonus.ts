import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { credit, isRefusal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import type { DepositPromotion } from './channels'
import { orderBookOf } from './orders'

/** The bonus a promotion pays on a deposit: its percent of the amount, never above its cap (minor units). */
export const bonusOf = (promotion: DepositPromotion, amount: number): number =>
  Math.min(promotion.maxBonus, Math.floor((amount * promotion.percent) / 100))

/** A first-deposit promotion is for a member none of whose deposits has been approved yet. */
export function promotionRefusal(ledger: Ledger, promotion: DepositPromotion): string | null {
  if (!promotion.firstDeposit) return null
  const deposited = ledger.entries.some(
    (entry) => entry.kind === 'deposit' && statusOf(ledger, entry.id) === 'settled',
  )
  return deposited ? 'promotion_not_eligible' : null
}

/**
 * On a deposit's approval, the promotion picked with it pays its bonus as its own `bonus` entry (reference
 * the deposit's) and records the turnover that bonus asks for, which `turnoverRemaining` reads. Nothing for a
 * deposit without one; never twice for one deposit.
 */
export function payDepositPromotion(ledger: Ledger, deposit: Entry, at: number): Entry | null {
  const book = orderBookOf(ledger)
  const promotion = book.promotionOf.get(deposit.id)
  if (!promotion || deposit.kind !== 'deposit' || book.promotionPaid.has(deposit.id)) return null
  book.promotionPaid.add(deposit.id)
  const amount = bonusOf(promotion, deposit.amount)
  if (amount <= 0) return null
  const bonus = credit(
    ledger,
    'bonus',
    amount,
    { at, reference: orderReference(ledger, 'BN') },
    `${promotion.name.EN} (${deposit.reference})`,
  )
  if (isRefusal(bonus)) return null
  book.turnoverOf.set(bonus.id, (deposit.amount + amount) * promotion.turnover - deposit.amount)
  return bonus
}

/** The turnover a bonus entry asks for: what its promotion set, or its own amount once (any other bonus). */
export const turnoverOfBonus = (ledger: Ledger, bonus: Entry): number =>
  orderBookOf(ledger).turnoverOf.get(bonus.id) ?? bonus.amount
