import type { C2CAnswer, PaymentConfirmation } from '../../api/schemas/withdraw'
import type { UploadCandidate, UploadIssue } from '../../validation/feedback'
import type { FlowFailure } from '../shared/failure'

/** A proof image the member picked: its name, type and size, and its bytes as a data URL (what is sent). */
export interface ProofImage extends UploadCandidate {
  dataUrl: string
}

export interface ConfirmationContext {
  /** Pending confirmations, answered one after another: the first is the one shown. */
  items: readonly PaymentConfirmation[]
  /** Until the shown one counts as received by itself. */
  secondsLeft: number
  /** At most 3, png or jpg under 5 MB: only vetted images get here. */
  proofs: readonly ProofImage[]
  refused: readonly { name: string; issue: UploadIssue }[]
  /** The answer being sent (or last tried). */
  answer: C2CAnswer | null
  failure: FlowFailure | null
  /** The payments the member closed the dialog on ("later"): a refresh does not reopen it for them. */
  putOff: readonly string[]
}

export type ConfirmationEvent =
  /** Look again: after sign-in, on every real-time (re)connection, on PAYMENT_CONFIRMATION. */
  | { type: 'confirmations.refresh' }
  | { type: 'confirmation.received' }
  | { type: 'confirmation.notReceived' }
  | { type: 'confirmation.allReceived' }
  /** From "not received" or "all received" back to the three answers. */
  | { type: 'confirmation.back' }
  /** Send the step's answer: "not received" with its proofs, or the confirmed "all received". */
  | { type: 'confirmation.send' }
  | { type: 'confirmation.addProofs'; images: readonly ProofImage[] }
  | { type: 'confirmation.removeProof'; index: number }
  /** Close the dialog; it opens again for a payment not yet put off, and the countdown runs on at the server. */
  | { type: 'confirmation.later' }

export interface AnswerInput {
  isMoneyReceived: C2CAnswer
  payDetailId: string
  proofOfNotReceive?: string[]
}
