import type { Entry } from '../ledger/entries'
import type { Ledger } from '../ledger/ledger'
import { isRefusal, reject } from '../ledger/operations'

/** The remark of the ledger's status move: what the back office reads of a cancel in the member's ledger. */
export const cancelRemark = 'Cancelled by the member before paying'

/** Deposit entries their members cancelled, per ledger (a reset of the world makes new ledgers, and drops these). */
const cancelledOrders = new WeakMap<Ledger, Set<string>>()

export const isCancelled = (ledger: Ledger, entryId: string): boolean =>
  cancelledOrders.get(ledger)?.has(entryId) ?? false

/**
 * Cancels a waiting deposit the member placed. No money moves: a waiting deposit never counted toward the
 * balance. The ledger keeps the change as the entry's status move to `rejected` with `cancelRemark`; the order
 * shows `cancelled`. False when the entry was not pending.
 */
export function cancelDeposit(ledger: Ledger, entry: Entry, at: number): boolean {
  if (isRefusal(reject(ledger, entry.id, at, cancelRemark))) return false
  const cancelled = cancelledOrders.get(ledger) ?? new Set<string>()
  cancelled.add(entry.id)
  cancelledOrders.set(ledger, cancelled)
  return true
}
