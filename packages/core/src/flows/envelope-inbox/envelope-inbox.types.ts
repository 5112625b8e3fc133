import type { EnvelopeToOpen, OpenedEnvelope } from '../../api/schemas/agent-money'
import type { FlowFailure } from '../shared/failure'

export interface EnvelopeInboxContext {
  /** Envelopes the platform or my upline sent that I may still open, oldest first. */
  envelopes: EnvelopeToOpen[]
  /** "Later": the dialog stays closed until another envelope arrives. */
  dismissed: boolean
  /** The envelope just opened and my share, shown until closed. */
  opened: (OpenedEnvelope & { sender: string }) | null
  failure: FlowFailure | null
}

export type EnvelopeInboxEvent =
  /** Load the envelopes again: one arrived, or the channel reconnected. */
  | { type: 'envelopes.refresh' }
  | { type: 'envelopes.open'; id: string }
  | { type: 'envelopes.later' }
  | { type: 'envelopes.close' }
