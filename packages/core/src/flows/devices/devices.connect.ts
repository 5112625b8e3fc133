import type { SnapshotFrom } from 'xstate'
import type { LoginSession } from '../../api/schemas/member-centre'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { devicesMachine } from './devices.machine'
import type { DevicesEvent } from './devices.types'

export type DevicesSnapshot = SnapshotFrom<typeof devicesMachine>

export interface DeviceRow extends LoginSession {
  /** This row's sign-out is on its way. */
  revoking: boolean
}

export interface DevicesView {
  status: 'loading' | 'ready' | 'failed'
  /** This device first. */
  sessions: DeviceRow[]
  /** Sessions other than this one. */
  others: number
  /** A sign-out can start now (none is on its way). */
  canRevoke: boolean
  failure: FlowFailure | null
  revokeFailure: FlowFailure | null
}

function viewOfDevices(snapshot: DevicesSnapshot | undefined): DevicesView {
  if (!snapshot)
    return {
      status: 'loading',
      sessions: [],
      others: 0,
      canRevoke: false,
      failure: null,
      revokeFailure: null,
    }
  const { context } = snapshot
  const status = snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'
  return {
    status,
    sessions: context.sessions.map((session) => ({
      ...session,
      revoking: context.revoking.includes(session.id),
    })),
    others: context.sessions.filter((session) => !session.current).length,
    canRevoke: snapshot.matches({ ready: 'idle' }),
    failure: context.failure,
    revokeFailure: context.revokeFailure,
  }
}

export const devicesIntents = /* @__PURE__ */ defineIntents((send: Send<DevicesEvent>) => ({
  refresh: () => send({ type: 'devices.refresh' }),
  retry: () => send({ type: 'devices.retry' }),
  revoke: (id: string) => send({ type: 'devices.revoke', id }),
  revokeOthers: () => send({ type: 'devices.revokeOthers' }),
}))

export type DevicesIntents = ReturnType<typeof devicesIntents>

/** Snapshot → the devices page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectDevices: Connect<
  DevicesSnapshot | undefined,
  DevicesEvent,
  DevicesView & DevicesIntents
> = /* @__PURE__ */ defineConnect(viewOfDevices, devicesIntents)
