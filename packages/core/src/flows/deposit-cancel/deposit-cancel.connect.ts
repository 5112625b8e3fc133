import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { depositCancelMachine } from './deposit-cancel.machine'
import type { DepositCancelContext, DepositCancelEvent } from './deposit-cancel.types'

export type DepositCancelSnapshot = SnapshotFrom<typeof depositCancelMachine>

export interface DepositCancelView extends Pick<DepositCancelContext, 'failure' | 'cancelled'> {
  /** The confirmation is open. */
  confirming: boolean
  cancelling: boolean
  /** The cancel got no answer: only Retry sends (the same request, the same key). */
  canRetry: boolean
}

export const depositCancelIntents = /* @__PURE__ */ defineIntents((send: Send<DepositCancelEvent>) => ({
  ask: () => send({ type: 'cancel.ask' }),
  confirm: () => send({ type: 'cancel.confirm' }),
  dismiss: () => send({ type: 'cancel.dismiss' }),
  retry: () => send({ type: 'cancel.retry' }),
}))

export type DepositCancelIntents = ReturnType<typeof depositCancelIntents>

function viewOfDepositCancel(snapshot: DepositCancelSnapshot | undefined): DepositCancelView {
  return {
    failure: snapshot?.context.failure ?? null,
    cancelled: snapshot?.context.cancelled ?? null,
    confirming: snapshot?.matches('confirming') ?? false,
    cancelling: snapshot?.matches('cancelling') ?? false,
    canRetry: snapshot?.matches('uncertain') ?? false,
  }
}

/** Snapshot → the cancel button, its confirmation and its outcome, with their intents. Pure. */
export const connectDepositCancel: Connect<
  DepositCancelSnapshot | undefined,
  DepositCancelEvent,
  DepositCancelView & DepositCancelIntents
> = /* @__PURE__ */ defineConnect(viewOfDepositCancel, depositCancelIntents)
