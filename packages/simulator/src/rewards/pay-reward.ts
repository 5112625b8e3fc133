import { refuse } from '../envelope'
import { creditMember, mainBalanceOf } from '../ledger/book'
import { isRefusal } from '../ledger/operations'
import { toWire } from '../ledger/wire'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { claimsOf } from './state'

/**
 * Pays a reached reward (a mission milestone, an achievement) into the main wallet as one ledger `bonus` entry
 * and keeps the claim, so the next claim of it is refused; answers what the claim paid and the new balance.
 */
export function payReward(
  store: Store,
  member: Member,
  claims: Map<string, Map<string, number>>,
  claim: { id: string; reward: number; remarks: string },
) {
  const paid = creditMember(store, member, 'bonus', claim.reward, claim.remarks)
  if (isRefusal(paid)) return refuse(paid.refused, 'The reward could not be paid')
  claimsOf(claims, member.account).set(claim.id, store.now())
  return {
    amount: toWire(claim.reward),
    balance: toWire(mainBalanceOf(store, member)),
    reference: paid.reference,
  }
}
