import type { Ledger } from '../ledger/ledger'

/** A code a member claimed, kept with their ledger (a reset of the world, new ledgers, forgets them). */
export interface PromoCodeClaim {
  code: string
  amount: number
  turnover: number
  claimedAt: number
  entryId: string
}

const claims = new WeakMap<Ledger, PromoCodeClaim[]>()

export function claimsOf(ledger: Ledger): PromoCodeClaim[] {
  let list = claims.get(ledger)
  if (!list) {
    list = []
    claims.set(ledger, list)
  }
  return list
}
