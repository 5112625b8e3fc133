import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { PendingCountEvent, pendingCountMachine } from './pending-count.machine'

export type PendingCountSnapshot = SnapshotFrom<typeof pendingCountMachine>

/** What waits for the back office; zero until the platform answered (a badge shows nothing then). */
export interface PendingCountView {
  deposits: number
  withdrawals: number
}

export const pendingCountIntents = /* @__PURE__ */ defineIntents((send: Send<PendingCountEvent>) => ({
  refresh: () => send({ type: 'pending.refresh' }),
}))

export type PendingCountIntents = ReturnType<typeof pendingCountIntents>

function viewOfPendingCount(snapshot: PendingCountSnapshot | undefined): PendingCountView {
  const count = snapshot?.context.count
  return {
    deposits: count?.deposits ?? 0,
    withdrawals: count?.withdrawals ?? 0,
  }
}

/** Snapshot → the counts with the refresh intent. Pure. */
export const connectPendingCount: Connect<
  PendingCountSnapshot | undefined,
  PendingCountEvent,
  PendingCountView & PendingCountIntents
> = /* @__PURE__ */ defineConnect(viewOfPendingCount, pendingCountIntents)
