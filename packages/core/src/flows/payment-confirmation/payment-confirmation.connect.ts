import type { SnapshotFrom } from 'xstate'
import type { PaymentConfirmation } from '../../api/schemas/withdraw'
import type { UploadIssue } from '../../validation/feedback'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { paymentConfirmationMachine } from './payment-confirmation.machine'
import type { ConfirmationEvent, ProofImage } from './payment-confirmation.types'

export type ConfirmationSnapshot = SnapshotFrom<typeof paymentConfirmationMachine>

export interface ConfirmationView {
  /** The dialog is open on `current`. */
  open: boolean
  step: 'asking' | 'proving' | 'confirmingAll' | 'sending'
  current: PaymentConfirmation | null
  /** Confirmations waiting after this one. */
  waiting: number
  secondsLeft: number
  proofs: readonly ProofImage[]
  refused: readonly { name: string; issue: UploadIssue }[]
  canSendProof: boolean
  failure: FlowFailure | null
}

const steps = ['proving', 'confirmingAll', 'sending'] as const

function viewOfConfirmation(snapshot: ConfirmationSnapshot | undefined): ConfirmationView {
  const context = snapshot?.context
  const showing = snapshot?.matches('showing') ?? false
  const step = steps.find((name) => snapshot?.matches({ showing: { step: name } })) ?? 'asking'
  return {
    open: showing && (context?.items.length ?? 0) > 0,
    step,
    current: context?.items[0] ?? null,
    waiting: Math.max(0, (context?.items.length ?? 0) - 1),
    secondsLeft: context?.secondsLeft ?? 0,
    proofs: context?.proofs ?? [],
    refused: context?.refused ?? [],
    canSendProof: step === 'proving' && (context?.proofs.length ?? 0) > 0,
    failure: context?.failure ?? null,
  }
}

export const confirmationIntents = /* @__PURE__ */ defineIntents((send: Send<ConfirmationEvent>) => ({
  received: () => send({ type: 'confirmation.received' }),
  notReceived: () => send({ type: 'confirmation.notReceived' }),
  allReceived: () => send({ type: 'confirmation.allReceived' }),
  back: () => send({ type: 'confirmation.back' }),
  send: () => send({ type: 'confirmation.send' }),
  addProofs: (images: readonly ProofImage[]) => send({ type: 'confirmation.addProofs', images }),
  removeProof: (index: number) => send({ type: 'confirmation.removeProof', index }),
  later: () => send({ type: 'confirmation.later' }),
}))

export type ConfirmationIntents = ReturnType<typeof confirmationIntents>

/** Snapshot → the confirmation dialog's view-model. Signed out (no flow) it is closed. */
export const connectPaymentConfirmation: Connect<
  ConfirmationSnapshot | undefined,
  ConfirmationEvent,
  ConfirmationView & ConfirmationIntents
> = /* @__PURE__ */ defineConnect(viewOfConfirmation, confirmationIntents)
