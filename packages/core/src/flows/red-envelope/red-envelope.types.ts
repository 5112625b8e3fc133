import type { EnvelopeSplit, SentEnvelope } from '../../api/schemas/agent-money'
import type { Money } from '../../domain/money'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

/** The form's fields; the fund password is the step-up an envelope needs (issue 31). */
export type EnvelopeField = 'total' | 'count' | 'hours' | 'paymentPassword'

export interface EnvelopeIssue {
  code: string
  values?: Record<string, string | number>
}

/** One send on its way or failed: its key is made once and sent again only by Retry. */
export interface EnvelopeRequest {
  key: string
  total: Money
  count: number
  split: EnvelopeSplit
  hours: number
  paymentPassword: string
}

export interface RedEnvelopeInput {
  random: RandomSource
}

export interface RedEnvelopeContext {
  random: RandomSource
  fields: Record<EnvelopeField, string>
  split: EnvelopeSplit
  fieldErrors: Partial<Record<EnvelopeField, EnvelopeIssue>>
  request: EnvelopeRequest | null
  failure: FlowFailure | null
  /** What I sent, newest first, with who opened what. */
  history: SentEnvelope[]
  /** The envelope the last send made. */
  sent: SentEnvelope | null
}

export type RedEnvelopeEvent =
  | { type: 'envelope.change'; field: EnvelopeField; value: string }
  | { type: 'envelope.split'; split: EnvelopeSplit }
  | { type: 'envelope.submit' }
  /** Sends the failed action again with its key, or loads the history again. */
  | { type: 'envelope.retry' }
  | { type: 'envelope.refresh' }
