import type { SnapshotFrom } from 'xstate'
import type { EnvelopeSplit, SentEnvelope } from '../../api/schemas/agent-money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { redEnvelopeMachine } from './red-envelope.machine'
import { initialEnvelopeFields } from './red-envelope.rules'
import type { EnvelopeField, EnvelopeIssue, RedEnvelopeEvent } from './red-envelope.types'

export type RedEnvelopeSnapshot = SnapshotFrom<typeof redEnvelopeMachine>

export interface RedEnvelopeView {
  status: 'loading' | 'loadFailed' | 'ready' | 'sending' | 'failed'
  fields: Record<EnvelopeField, string>
  split: EnvelopeSplit
  fieldErrors: Partial<Record<EnvelopeField, EnvelopeIssue>>
  failure: FlowFailure | null
  canSubmit: boolean
  canRetry: boolean
  history: SentEnvelope[]
  sent: SentEnvelope | null
}

const statuses = ['loading', 'loadFailed', 'sending', 'failed'] as const

function viewOfRedEnvelope(snapshot: RedEnvelopeSnapshot | undefined): RedEnvelopeView {
  const context = snapshot?.context
  const status =
    (snapshot && statuses.find((one) => snapshot.matches(one))) ?? (snapshot ? 'ready' : 'loading')
  const failure = context?.failure ?? null
  const unknownOutcome = failure?.kind === 'network' || failure?.kind === 'timeout'
  return {
    status,
    fields: context?.fields ?? initialEnvelopeFields,
    split: context?.split ?? 'random',
    fieldErrors: context?.fieldErrors ?? {},
    failure,
    canSubmit: status === 'ready' || (status === 'failed' && !unknownOutcome),
    canRetry:
      status === 'loadFailed' || (status === 'failed' && failure !== null && failure.kind !== 'business'),
    history: context?.history ?? [],
    sent: context?.sent ?? null,
  }
}

export const redEnvelopeIntents = /* @__PURE__ */ defineIntents((send: Send<RedEnvelopeEvent>) => ({
  change: (field: EnvelopeField, value: string) => send({ type: 'envelope.change', field, value }),
  pickSplit: (split: EnvelopeSplit) => send({ type: 'envelope.split', split }),
  submit: () => send({ type: 'envelope.submit' }),
  retry: () => send({ type: 'envelope.retry' }),
  refresh: () => send({ type: 'envelope.refresh' }),
}))

export type RedEnvelopeIntents = ReturnType<typeof redEnvelopeIntents>

/** Snapshot → the red-envelope page's view-model with its intents. Pure. */
export const connectRedEnvelope: Connect<
  RedEnvelopeSnapshot | undefined,
  RedEnvelopeEvent,
  RedEnvelopeView & RedEnvelopeIntents
> = /* @__PURE__ */ defineConnect(viewOfRedEnvelope, redEnvelopeIntents)
