import type { SnapshotFrom } from 'xstate'
import { defineIntents, type Send } from '../shared/intents'
import type { UnreadEvent, unreadMachine } from './unread.machine'

export type UnreadSnapshot = SnapshotFrom<typeof unreadMachine>

export interface UnreadView {
  /** Unread messages, when known (never without an inbox, nor signed out). */
  unread: number | null
}

export const unreadIntents = /* @__PURE__ */ defineIntents((send: Send<UnreadEvent>) => ({
  refresh: () => send({ type: 'unread.refresh' }),
}))

export type UnreadIntents = ReturnType<typeof unreadIntents>

/** Snapshot → the header badge's view-model. Pure; no snapshot (signed out) reads as no count. */
export function connectUnread(
  snapshot: UnreadSnapshot | undefined,
  send?: Send<UnreadEvent>,
): UnreadView & UnreadIntents {
  return { unread: snapshot?.context.count ?? null, ...unreadIntents(send) }
}
