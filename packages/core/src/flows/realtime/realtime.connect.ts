import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { realtimeMachine } from './realtime.machine'
import type { RealtimeEvent } from './realtime.types'

export type RealtimeSnapshot = SnapshotFrom<typeof realtimeMachine>

export interface RealtimeView {
  /** The link now: `off` signed out or without a channel; `waiting` between a drop and the next try. */
  link: 'off' | 'connecting' | 'live' | 'waiting'
  /**
   * What the app shows: nothing while the link is up or was down only briefly; after a few seconds down,
   * `connecting` (never live yet) or `reconnecting` (it was live).
   */
  indicator: 'hidden' | 'connecting' | 'reconnecting'
}

function viewOfRealtime(snapshot: RealtimeSnapshot | undefined): RealtimeView {
  if (!snapshot?.matches('online')) return { link: 'off', indicator: 'hidden' }
  const link = snapshot.matches({ online: { link: 'waiting' } })
    ? 'waiting'
    : snapshot.matches({ online: { link: { connected: 'live' } } })
      ? 'live'
      : 'connecting'
  const shown = snapshot.matches({ online: { indicator: 'shown' } })
  return {
    link,
    indicator: !shown ? 'hidden' : snapshot.context.wasLive ? 'reconnecting' : 'connecting',
  }
}

/** What a view may ask of the channel: try now rather than wait out the delay. */
export const realtimeIntents = /* @__PURE__ */ defineIntents((send: Send<RealtimeEvent>) => ({
  retry: () => send({ type: 'realtime.retry' }),
}))

export type RealtimeIntents = ReturnType<typeof realtimeIntents>

/** Snapshot (or none, signed out) → the indicator's view-model with its intents. Pure. */
export const connectRealtime: Connect<
  RealtimeSnapshot | undefined,
  RealtimeEvent,
  RealtimeView & RealtimeIntents
> = /* @__PURE__ */ defineConnect(viewOfRealtime, realtimeIntents)
