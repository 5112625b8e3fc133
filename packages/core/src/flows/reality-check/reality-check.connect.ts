import type { SnapshotFrom } from 'xstate'
import type { Money } from '../../domain/money'
import { defineIntents, type Send } from '../shared/intents'
import type { RealityCheckEvent, realityCheckMachine } from './reality-check.machine'

export type RealityCheckSnapshot = SnapshotFrom<typeof realityCheckMachine>

export interface RealityCheckView {
  /** The session clock runs (header) while the check is on or off, until the member stops. */
  active: boolean
  /** The reminder is up: time played (the app's clock), the net result, continue or stop. */
  reminding: boolean
  intervalMinutes: number
  since: string
  /** null: the net result could not be read; the reminder says only time played is shown. */
  net: Money | null
}

export const realityCheckIntents = /* @__PURE__ */ defineIntents((send: Send<RealityCheckEvent>) => ({
  continue: () => send({ type: 'reality.continue' }),
  stop: () => send({ type: 'reality.stop' }),
}))

/** Snapshot → the reality check's view-model with its intents. Pure. */
export function connectRealityCheck(snapshot: RealityCheckSnapshot, send?: Send<RealityCheckEvent>) {
  const view: RealityCheckView = {
    active: !snapshot.matches('stopped'),
    reminding: snapshot.matches('shown'),
    intervalMinutes: snapshot.context.intervalMinutes,
    since: snapshot.context.since,
    net: snapshot.context.net,
  }
  return { ...view, ...realityCheckIntents(send) }
}
