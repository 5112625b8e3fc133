import type { Ledger } from '../ledger/ledger'
import type { Localised } from '../seed/localised'

export type MemberPromotionKind = 'register' | 'login' | 'savior' | 'issued'

/** A claim the platform paid: one `bonus` entry of the member's ledger. */
export interface MemberPromotionClaim {
  kind: MemberPromotionKind
  /** The issued promotion's id; the day (UTC, days since the epoch) a login or loss-back claim was for. */
  of: string
  amount: number
  entryId: string
  reference: string
  at: number
}

/** A promotion the back office issued to one member (the dev surface, or the demo seed). */
export interface IssuedPromotion {
  issueId: string
  title: Localised
  amount: number
  issuedAt: number
  /** When it may no longer be claimed; null: never. */
  expiresAt: number | null
}

export interface MemberPromotionBook {
  claims: MemberPromotionClaim[]
  issued: IssuedPromotion[]
}

// Kept with the member's ledger, as promo codes are: a reset of the world (new ledgers) forgets them.
const books = new WeakMap<Ledger, MemberPromotionBook>()

export function memberPromotionBookOf(
  ledger: Ledger,
  seedIssued: () => IssuedPromotion[],
): MemberPromotionBook {
  let book = books.get(ledger)
  if (!book) {
    book = { claims: [], issued: seedIssued() }
    books.set(ledger, book)
  }
  return book
}

/** The claim of `kind` for `of` (an issue id, a day), if one was paid. */
export const claimOf = (book: MemberPromotionBook, kind: MemberPromotionKind, of: string) =>
  book.claims.find((claim) => claim.kind === kind && claim.of === of)
