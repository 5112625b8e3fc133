import type { State } from '../store'

/** One red envelope an agent sent to the team: its shares drawn when sent, handed out in order as opened. */
export interface RedEnvelope {
  id: string
  sender: string
  /** Who may open it: the sender's team at the time it was sent. */
  recipients: ReadonlySet<string>
  total: number
  split: 'random' | 'equal'
  shares: readonly number[]
  createdAt: number
  expiresAt: number
  opened: { account: string; amount: number; at: number }[]
  /** What went back to the sender when it expired; 0 until then. */
  refunded: number
}

export interface EnvelopeBook {
  envelopes: RedEnvelope[]
  next: number
}

/** Beside the world's state, so a reset of the world drops the envelopes with the ledgers they moved. */
const books = new WeakMap<State, EnvelopeBook>()

export function envelopeBook(state: State): EnvelopeBook {
  let book = books.get(state)
  if (!book) {
    book = { envelopes: [], next: 1 }
    books.set(state, book)
  }
  return book
}

export const unopened = (envelope: RedEnvelope) => envelope.shares.length - envelope.opened.length

export function envelopeStatus(envelope: RedEnvelope): 'open' | 'finished' | 'expired' {
  if (unopened(envelope) === 0) return 'finished'
  return envelope.refunded > 0 ? 'expired' : 'open'
}
