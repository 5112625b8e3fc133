import { Refusal } from '../envelope'
import type { Ledger } from './ledger'

/**
 * What each idempotency key of a member's money requests answered (transfers, collect-all, rebate claims),
 * beside the ledger it moved: a reset of the world drops both together. Only a success is kept: a refused
 * request moved nothing, so asking again with the same key is judged afresh and still cannot move money twice.
 */
const answered = new WeakMap<Ledger, Map<string, unknown>>()

/** Runs `effect` once per key: the same key answers the first success again and appends nothing. */
export function once<T>(ledger: Ledger, key: string, effect: () => T | Refusal): T | Refusal {
  let keys = answered.get(ledger)
  if (!keys) {
    keys = new Map()
    answered.set(ledger, keys)
  }
  if (keys.has(key)) return keys.get(key) as T
  const outcome = effect()
  if (!(outcome instanceof Refusal)) keys.set(key, outcome)
  return outcome
}
