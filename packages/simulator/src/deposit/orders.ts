import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { decimalText, toWire } from '../ledger/wire'
import { isCancelled } from './cancelled'
import { type Channel, type DepositPromotion, findChannel, payUrlOf } from './channels'
import { memberReferenceOf } from './order-extras'

/** What the ledger does not hold about a member's deposit orders: the channel and the key each was placed with. */
interface OrderBook {
  /** entry id → channel */
  channelOf: Map<string, string>
  /** entry id → the bank transfer's receipt the member sent (the latest replaces an earlier one) */
  receipts: Map<string, Receipt>
  /** deposit entry id → the promotion picked with it, paid on approval */
  promotionOf: Map<string, DepositPromotion>
  /** bonus entry id → the turnover it asks for (deposit and bonus times the promotion's multiple, less the
   * deposit's own once, which every deposit asks for anyway) */
  turnoverOf: Map<string, number>
  /** deposit entry ids whose promotion has paid */
  promotionPaid: Set<string>
  /** C2C deposit entry id → the withdrawal order it pays and the payee lines the depositor sees */
  c2cOf: Map<string, C2CMatch>
}

export interface C2CMatch {
  orderNo: string
  payee: Channel['payee']
}

/** A member's receipt of a bank transfer: the images as data URLs, the remark, when it arrived. */
export interface Receipt {
  images: string[]
  remark: string
  at: number
}

// Beside the ledger, not in the store's state: a reset of the world makes new ledgers, and the books go with them.
const books = new WeakMap<Ledger, OrderBook>()

export function orderBookOf(ledger: Ledger): OrderBook {
  let book = books.get(ledger)
  if (!book) {
    book = {
      channelOf: new Map(),
      receipts: new Map(),
      promotionOf: new Map(),
      turnoverOf: new Map(),
      promotionPaid: new Set(),
      c2cOf: new Map(),
    }
    books.set(ledger, book)
  }
  return book
}

export function recordOrder(ledger: Ledger, entry: Entry, channelId: string): void {
  orderBookOf(ledger).channelOf.set(entry.id, channelId)
}

const iso = (time: number) => new Date(time).toISOString()

/** Keeps the receipt on the order; a later one replaces it, so sending the same one again changes nothing. */
export function recordReceipt(ledger: Ledger, entryId: string, receipt: Receipt): void {
  orderBookOf(ledger).receipts.set(entryId, receipt)
}

export const receiptOf = (ledger: Ledger, entryId: string) => orderBookOf(ledger).receipts.get(entryId)

interface Step {
  step: 'submitted' | 'processing' | 'receiptSent' | 'approved' | 'rejected' | 'cancelled'
  at: string
  reason?: string
}

/**
 * A deposit entry as the member sees the order. The simulator has no step between the order being made and
 * the back office taking it up, so "processing" starts when it is submitted; the status moves of the ledger's
 * log give approval (settled) or rejection with its reason.
 */
export function orderView(ledger: Ledger, entry: Entry) {
  const status = statusOf(ledger, entry.id)
  const moves = ledger.moves.filter((move) => move.entryId === entry.id)
  const channelId = orderBookOf(ledger).channelOf.get(entry.id) ?? null
  const receipt = receiptOf(ledger, entry.id)
  const promotion = orderBookOf(ledger).promotionOf.get(entry.id)
  const match = orderBookOf(ledger).c2cOf.get(entry.id)
  const memberReference = memberReferenceOf(ledger, entry.id)
  // The member's own cancel is a rejection in the ledger; the order says what happened.
  const cancelled = isCancelled(ledger, entry.id)
  const payUrl = payUrlOf(
    channelId ? findChannel(channelId) : undefined,
    decimalText(entry.amount),
    entry.reference,
  )
  return {
    reference: entry.reference,
    channelId,
    amount: toWire(entry.amount),
    ...(payUrl ? { payUrl } : {}),
    ...(promotion ? { promotionId: promotion.id } : {}),
    ...(match ? { payee: match.payee } : {}),
    ...(memberReference ? { memberReference } : {}),
    ...(receipt
      ? { receipt: { images: receipt.images.length, remark: receipt.remark, at: iso(receipt.at) } }
      : {}),
    status:
      status === 'settled'
        ? ('approved' as const)
        : cancelled
          ? ('cancelled' as const)
          : status === 'rejected'
            ? ('rejected' as const)
            : ('processing' as const),
    timeline: [
      { step: 'submitted' as const, at: iso(entry.at) },
      { step: 'processing' as const, at: iso(entry.at) },
      ...(receipt ? [{ step: 'receiptSent' as const, at: iso(receipt.at) }] : []),
      ...moves.flatMap((move): Step[] => {
        if (move.status === 'settled') return [{ step: 'approved', at: iso(move.at) }]
        if (move.status !== 'rejected') return []
        if (cancelled) return [{ step: 'cancelled', at: iso(move.at) }]
        return [{ step: 'rejected', at: iso(move.at), ...(move.remarks ? { reason: move.remarks } : {}) }]
      }),
    ] satisfies Step[],
  }
}

/** A deposit order by its reference. */
export function findOrder(ledger: Ledger, reference: string): Entry | undefined {
  return ledger.entries.find((entry) => entry.kind === 'deposit' && entry.reference === reference)
}

/** The latest deposit orders, newest first. */
export function latestOrders(ledger: Ledger, limit: number) {
  const deposits: Entry[] = []
  for (let index = ledger.entries.length - 1; index >= 0 && deposits.length < limit; index -= 1) {
    const entry = ledger.entries[index]
    if (entry?.kind === 'deposit') deposits.push(entry)
  }
  return deposits.map((entry) => orderView(ledger, entry))
}
