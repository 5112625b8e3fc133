import type { Ledger } from './ledger'

/**
 * A new order or round number: the prefix (DP deposit, WD withdrawal, TR transfer, GR game round, …), the
 * member and the ledger's next position, so it is unique and tells where to look.
 */
export const orderReference = (ledger: Ledger, prefix: string): string =>
  `${prefix}${ledger.customerId}${String(ledger.entries.length + ledger.moves.length + 1).padStart(6, '0')}`
