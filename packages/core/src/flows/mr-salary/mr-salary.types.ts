import type { MrSalaryInfo, MrSalaryPayout } from '../../api/schemas/mr-salary'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

/** Why a rate cannot be sent: a code (and values) for the app to put in words beside the field. */
export interface MrSalaryIssue {
  code: string
  values?: Record<string, string>
}

/**
 * One user action on its way, or failed without an answer: Retry sends this again as it is (a payout's key
 * included), never a new one.
 */
export type MrSalaryAction =
  | { kind: 'rate'; downline: string; rate: number }
  | { kind: 'pay'; downline: string; day: string; key: string }

/** What the last action did, for the page to confirm. */
export type MrSalaryDone =
  | { kind: 'rate'; downline: string; rate: number }
  | { kind: 'pay'; payout: MrSalaryPayout }

export interface MrSalaryInput {
  /** The portal's random port: the payouts' idempotency keys. */
  random: RandomSource
}

export interface MrSalaryContext {
  random: RandomSource
  /** The day asked for; null: the server's default, yesterday. */
  day: string | null
  /** The last list loaded; kept on show while the next one loads. */
  info: MrSalaryInfo | null
  /** Rates as typed, per downline (percent text, e.g. "1.25"). */
  drafts: Record<string, string>
  rateErrors: Record<string, MrSalaryIssue>
  request: MrSalaryAction | null
  /** A failure that is not a rate's: a failed load, a refused payout, no answer. */
  failure: FlowFailure | null
  done: MrSalaryDone | null
}

export type MrSalaryEvent =
  /** Shows another day (YYYY-MM-DD). */
  | { type: 'mrSalary.day'; day: string }
  | { type: 'mrSalary.edit'; downline: string; value: string }
  | { type: 'mrSalary.save'; downline: string }
  | { type: 'mrSalary.pay'; downline: string }
  /** Loads again after a failed load, or sends the failed action again as it was. */
  | { type: 'mrSalary.retry' }
