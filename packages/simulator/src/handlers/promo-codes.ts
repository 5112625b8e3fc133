import { orderBookOf } from '../deposit/orders'
import { refuse } from '../envelope'
import { creditMember, ledgerOf, mainBalanceOf } from '../ledger/book'
import { isRefusal } from '../ledger/operations'
import { toWire } from '../ledger/wire'
import { claimsOf } from '../promo-codes/claims'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { type PromoCodeRule, promoCodeRules } from '../seed/promo-codes'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

const day = 86_400_000

/** How many members have claimed `code`, across the merchant's ledgers. */
const claimsInAll = (store: Store, code: string) =>
  [...store.state.ledgers.values()].filter((ledger) => claimsOf(ledger).some((claim) => claim.code === code))
    .length

/** Why a code cannot pay this member now, or null. */
function refusalOf(store: Store, member: Member, rule: PromoCodeRule | undefined) {
  if (!rule) return refuse('promo_code_unknown', 'No such promo code', { field: 'code' })
  const now = store.now()
  const from = store.state.seededAt + rule.validFromDays * day
  const until = store.state.seededAt + rule.validUntilDays * day
  if (now < from || now > until)
    return refuse('promo_code_expired', 'This promo code is not valid now', { field: 'code' })
  if (claimsOf(ledgerOf(store, member)).some((claim) => claim.code === rule.code))
    return refuse('promo_code_used', 'You have used this promo code already', { field: 'code' })
  if (rule.maxClaims !== undefined && claimsInAll(store, rule.code) >= rule.maxClaims)
    return refuse('promo_code_used_up', 'This promo code has been used up', { field: 'code' })
  if (rule.accounts && !rule.accounts.includes(member.account))
    return refuse('promo_code_not_eligible', 'This promo code is not for this account', { field: 'code' })
  if (rule.minVip !== undefined && member.vipRankLevel < rule.minVip)
    return refuse('promo_code_not_eligible', 'This promo code is for a higher VIP level', {
      field: 'code',
      minVip: rule.minVip,
    })
  return null
}

/**
 * Promo codes: a code is checked (unknown, not valid now, used by this member already, used up by its limit of
 * members, not for this member) and its bonus is booked in the main wallet with the turnover it asks before a
 * withdrawal (the withdrawal's turnover check reads it, as it reads a deposit promotion's). Trial accounts are
 * refused before this (demo money, `in_need_true_account`); the router's idempotency answers a repeated key with
 * the same credit and refuses it with another code (`idempotency_conflict`).
 */
export function promoCodeHandlers(handle: Handle): void {
  handle('promoCodes', (_input, { store, member }) => {
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    return {
      list: [...claimsOf(ledger)].reverse().map((claim) => ({
        code: claim.code,
        amount: toWire(claim.amount),
        turnover: toWire(claim.turnover),
        claimedAt: new Date(claim.claimedAt).toISOString(),
      })),
    }
  })

  handle('claimPromoCode', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const rule = promoCodeRules.find((candidate) => candidate.code === input.code.toUpperCase())
    const refused = refusalOf(store, signedIn, rule)
    if (refused || !rule) return refused ?? refuse('promo_code_unknown', 'No such promo code')
    const entry = creditMember(store, signedIn, 'bonus', rule.amount, `Promo code ${rule.code}`)
    if (isRefusal(entry)) return refuse('invalid_amount', 'The code could not be credited')
    const ledger = ledgerOf(store, signedIn)
    const turnover = rule.amount * rule.turnoverMultiplier
    orderBookOf(ledger).turnoverOf.set(entry.id, turnover)
    const claim = {
      code: rule.code,
      amount: rule.amount,
      turnover,
      claimedAt: store.now(),
      entryId: entry.id,
    }
    claimsOf(ledger).push(claim)
    return {
      code: claim.code,
      amount: toWire(claim.amount),
      turnover: toWire(turnover),
      claimedAt: new Date(claim.claimedAt).toISOString(),
      balance: toWire(mainBalanceOf(store, signedIn)),
    }
  })
}
