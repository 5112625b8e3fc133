import type { SnapshotFrom } from 'xstate'
import type { EnvelopeToOpen } from '../../api/schemas/agent-money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { envelopeInboxMachine } from './envelope-inbox.machine'
import type { EnvelopeInboxContext, EnvelopeInboxEvent } from './envelope-inbox.types'

export type EnvelopeInboxSnapshot = SnapshotFrom<typeof envelopeInboxMachine>

export interface EnvelopeInboxView {
  /** The dialog is on show: an envelope waits (and was not put off), is opening, or was just opened. */
  open: boolean
  step: 'closed' | 'waiting' | 'opening' | 'opened'
  current: EnvelopeToOpen | null
  /** Envelopes after the current one. */
  more: number
  opened: EnvelopeInboxContext['opened']
  failure: FlowFailure | null
}

function viewOfInbox(snapshot: EnvelopeInboxSnapshot | undefined): EnvelopeInboxView {
  const context = snapshot?.context
  const current = context?.envelopes[0] ?? null
  const step = !snapshot
    ? 'closed'
    : snapshot.matches('opened')
      ? 'opened'
      : snapshot.matches('opening')
        ? 'opening'
        : snapshot.matches('ready') && current && !context?.dismissed
          ? 'waiting'
          : 'closed'
  return {
    open: step !== 'closed',
    step,
    current: step === 'opened' ? null : current,
    more: Math.max(0, (context?.envelopes.length ?? 0) - 1),
    opened: context?.opened ?? null,
    failure: context?.failure ?? null,
  }
}

export const envelopeInboxIntents = /* @__PURE__ */ defineIntents((send: Send<EnvelopeInboxEvent>) => ({
  openEnvelope: (id: string) => send({ type: 'envelopes.open', id }),
  later: () => send({ type: 'envelopes.later' }),
  close: () => send({ type: 'envelopes.close' }),
}))

export type EnvelopeInboxIntents = ReturnType<typeof envelopeInboxIntents>

/** Snapshot → the red-envelope dialog's view-model with its intents. Pure. */
export const connectEnvelopeInbox: Connect<
  EnvelopeInboxSnapshot | undefined,
  EnvelopeInboxEvent,
  EnvelopeInboxView & EnvelopeInboxIntents
> = /* @__PURE__ */ defineConnect(viewOfInbox, envelopeInboxIntents)
