import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectDevices } from './devices.connect'
import { devicesMachine } from './devices.machine'
import type { DevicesContext } from './devices.types'

const session = (id: string, current: boolean) => ({
  id,
  device: current ? 'Chrome on Windows' : 'Safari on iPhone',
  ip: '203.0.113.7',
  signedInAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: '2026-01-02T00:00:00.000Z',
  current,
})

const three = [session('me', true), session('phone', false), session('tablet', false)]

const events = (): AnyEventObject[] => [
  { type: 'devices.refresh' },
  { type: 'devices.retry' },
  { type: 'devices.revoke', id: 'phone' },
  { type: 'devices.revokeOthers' },
]

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DevicesContext

describe('devices model', () => {
  testModel(devicesMachine, {
    events,
    outputs: { loadSessions: [three], revokeSessions: [null] },
    errors: {
      loadSessions: [new ApiError({ kind: 'network', endpoint: 'loginSessions' })],
      revokeSessions: [
        new ApiError({ kind: 'business', endpoint: 'revokeLoginSession', code: 'current_session' }),
      ],
    },
    rules: {
      'devices.refresh': ({ after }) => expect(connectDevices(after as never).status).toBe('loading'),
      'devices.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(connectDevices(after as never).status).toBe('loading')
      },
      'devices.revoke': ({ before, after }) => {
        // Only another session of the list, and only one sign-out at a time.
        expect(before.matches({ ready: 'idle' })).toBe(true)
        expect(contextOf(after).revoking).toEqual(['phone'])
        const view = connectDevices(after as never)
        expect(view.canRevoke).toBe(false)
        expect(view.sessions.find((row) => row.id === 'phone')?.revoking).toBe(true)
        expect(view.sessions.find((row) => row.current)?.revoking).toBe(false)
      },
      'devices.revokeOthers': ({ before, after }) => {
        const others = contextOf(before).sessions.filter((row) => !row.current)
        expect(others.length).toBeGreaterThan(0)
        expect(contextOf(after).revoking).toEqual(others.map((row) => row.id))
      },
      'xstate.done.actor.loadSessions': ({ after }) => {
        const view = connectDevices(after as never)
        expect(view).toMatchObject({ status: 'ready', others: 2, failure: null, canRevoke: true })
        expect(view.sessions[0]?.current).toBe(true)
      },
      'xstate.error.actor.loadSessions': ({ after }) =>
        expect(connectDevices(after as never)).toMatchObject({
          status: 'failed',
          failure: { kind: 'network' },
        }),
      'xstate.done.actor.revokeSessions': ({ before, after }) => {
        // The signed-out rows leave the list; this device stays.
        const gone = contextOf(before).revoking
        expect(contextOf(after).sessions.map((row) => row.id)).toEqual(
          contextOf(before)
            .sessions.map((row) => row.id)
            .filter((id) => !gone.includes(id)),
        )
        expect(contextOf(after).sessions.some((row) => row.current)).toBe(true)
        expect(connectDevices(after as never).canRevoke).toBe(true)
      },
      'xstate.error.actor.revokeSessions': ({ after }) => {
        // Told, and the list loaded again to show what is true.
        const view = connectDevices(after as never)
        expect(view.revokeFailure).toMatchObject({ code: 'current_session' })
        expect(view.status).toBe('loading')
        expect(contextOf(after).revoking).toEqual([])
      },
    },
  })
})

testTransitionCoverage(devicesMachine)
