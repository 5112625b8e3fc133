// The store's share of identity verification (issue 32); imports nothing, so the store can hold it without a loop.

/** One member's ID as the back office holds it: both sides, and where the review stands. */
export interface IdentityRecord {
  status: 'pending' | 'approved' | 'rejected'
  /** The sides as sent: png or jpeg data URLs, each under 5 MB. */
  front: string
  back: string
  submittedAt: number
  /** The back office's reason for a rejection; null otherwise. */
  reason: string | null
}

export interface IdentityState {
  /** account (lower case) → the last ID sent; none in the seed. */
  records: Map<string, IdentityRecord>
  /** Withdrawals wait for an approved identity; off in the seed, switched on the dev surface. */
  requiredForWithdrawal: boolean
}

export const seedIdentity = (): IdentityState => ({ records: new Map(), requiredForWithdrawal: false })
