import * as v from 'valibot'
import { amount } from './common'
import { claimKey } from './missions'

/**
 * The prize wheel and its tickets (issue 32). The original's calls are named (original-calls.md §2) but their
 * fields are not: these shapes are ours.
 */

/** MCSFE_getPrizeWheelInfo: the wheel's segments in order (clockwise from the top) and how tickets are earned. */
export const prizeWheelSchema = /* @__PURE__ */ v.object({
  wheelId: v.pipe(v.string(), v.nonEmpty()),
  /** Each segment's prize; 0 is a segment that pays nothing. */
  segments: v.pipe(v.array(amount), v.minLength(2)),
  /** One ticket for each this much of valid bets, and of settled deposits. */
  turnoverPerTicket: amount,
  depositPerTicket: amount,
})

/** MCSFE_getTickets: the member's tickets now, and the spins so far (newest first). */
export const ticketsSchema = /* @__PURE__ */ v.object({
  available: v.pipe(v.number(), v.integer(), v.minValue(0)),
  earned: v.pipe(v.number(), v.integer(), v.minValue(0)),
  spins: v.array(v.object({ segment: v.number(), prize: amount, at: v.string() })),
})

/** MCSFE_claimTickets: spends one ticket on a spin; the platform picks the segment before it answers. */
export const spinRequestSchema = /* @__PURE__ */ v.object({
  wheelId: v.pipe(v.string(), v.nonEmpty()),
  requestId: claimKey,
})

export const spinSchema = /* @__PURE__ */ v.object({
  /** The segment the wheel stops on, an index of the wheel's segments. */
  segment: v.pipe(v.number(), v.integer(), v.minValue(0)),
  prize: amount,
  /** The main wallet after the prize. */
  balance: amount,
  /** The prize's ledger entry; null when the segment pays nothing. */
  reference: v.nullable(v.string()),
  ticketsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export type PrizeWheel = v.InferOutput<typeof prizeWheelSchema>
export type Tickets = v.InferOutput<typeof ticketsSchema>
export type Spin = v.InferOutput<typeof spinSchema>
