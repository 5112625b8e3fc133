import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectDevices } from './devices.connect'
import { devicesMachine } from './devices.machine'
import type { DevicesContext } from './devices.types'

const session = (id: string, current: boolean) => ({
  id,
  device: 'Firefox',
  ip: '198.51.100.1',
  signedInAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: '2026-01-01T00:00:00.000Z',
  current,
})
const ids = ['me', 'phone', 'tablet', 'gone']

const events = fc.oneof(
  fc.constantFrom({ type: 'devices.refresh' }, { type: 'devices.retry' }, { type: 'devices.revokeOthers' }),
  fc.constantFrom(...ids).map((id) => ({ type: 'devices.revoke', id })),
)

describe('devices properties over random sequences of sign-outs, reloads and answers', () => {
  test('this device is never signed out from here; one sign-out at a time; the view agrees with the list', async () => {
    const visits = await checkMachine({
      machine: devicesMachine,
      events,
      outputs: {
        loadSessions: [
          [session('me', true), session('phone', false), session('tablet', false)],
          [session('me', true)],
          [],
        ],
        revokeSessions: [null],
      },
      errors: {
        loadSessions: [new ApiError({ kind: 'timeout', endpoint: 'loginSessions' })],
        revokeSessions: [
          new ApiError({ kind: 'business', endpoint: 'revokeLoginSession', code: 'unknown_session' }),
          new ApiError({ kind: 'network', endpoint: 'revokeLoginSession' }),
        ],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as DevicesContext
        const is = after.context as DevicesContext
        expect(pending.filter((call) => call.id === 'revokeSessions').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'revokeSessions')) {
          const { ids: asked } = call.input as { ids: string[] }
          expect(asked.length).toBeGreaterThan(0)
          for (const id of asked) {
            // Only sessions listed, and never this device.
            const row = was.sessions.find((candidate) => candidate.id === id)
            expect(row?.current).toBe(false)
          }
        }
        const view = connectDevices(after as never)
        expect(view.others).toBe(is.sessions.filter((row) => !row.current).length)
        expect(view.canRevoke).toBe(view.status === 'ready' && is.revoking.length === 0)
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        if (view.status === 'ready') expect(view.failure).toBeNull()
        if (view.status !== 'ready') expect(is.revoking).toEqual([])
      },
    })
    expect(visited(visits, '"ready":"revoking"')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)
})
