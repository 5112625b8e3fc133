import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { settingsSample } from './safer-gambling.fixtures'
import { saferGamblingMachine } from './safer-gambling.machine'
import { draftIssue, limitKeys } from './safer-gambling.rules'
import type { Exclusion, LimitRequest, SaferContext } from './safer-gambling.types'

let signedOut = 0
const machine = saferGamblingMachine.provide({ actions: { endSession: () => signedOut++ } })
const until: Exclusion = { kind: 'timeOut', until: '2026-03-02T08:00:00.000Z' }
const refused = new ApiError({ kind: 'business', endpoint: 'setGamblingLimit', code: 'field_invalid' })
const network = new ApiError({ kind: 'network', endpoint: 'saferGambling' })

const events = fc.oneof(
  fc.record({
    type: fc.constant('safer.change'),
    limit: fc.constantFrom(...limitKeys),
    value: fc.oneof(
      fc.constantFrom('', '0', '100', '99.99', '1.234', '-5', ' 20 '),
      fc.string({ maxLength: 8 }),
    ),
  }),
  fc.record({ type: fc.constant('safer.saveLimit'), limit: fc.constantFrom(...limitKeys) }),
  fc.record({ type: fc.constant('safer.setReminder'), minutes: fc.constantFrom(0, 15, 30, 60) }),
  fc.record({
    type: fc.constant('safer.askExclusion'),
    kind: fc.constantFrom('timeOut', 'selfExclusion'),
    days: fc.constantFrom(1, 42, 183),
  }),
  fc.constantFrom(
    { type: 'safer.confirmExclusion' },
    { type: 'safer.cancelExclusion' },
    { type: 'safer.retry' },
  ),
)

describe('safer gambling properties over random edits, saves, exclusions, answers and time', () => {
  test('only valid drafts are sent; one call at a time; an exclusion is sent only after a confirmation and signs out once', async () => {
    const visits = await checkMachine({
      machine,
      events,
      outputs: {
        load: [settingsSample(2000), settingsSample(null)],
        refresh: [settingsSample(null)],
        saveLimit: [settingsSample(null), settingsSample(86_400_000)],
        saveReminder: [settingsSample(null)],
        exclude: [until],
      },
      errors: {
        load: [network],
        refresh: [network],
        saveLimit: [refused],
        saveReminder: [network],
        exclude: [refused],
      },
      start: () => {
        signedOut = 0
      },
      check: ({ step, before, after, started, pending }) => {
        const was = before.context as SaferContext
        const is = after.context as SaferContext
        // One user action, one request; the countdown's re-read may run beside an edit.
        expect(pending.filter((call) => call.id !== 'refresh').length).toBeLessThanOrEqual(1)
        for (const call of started) {
          if (call.id === 'saveLimit') {
            expect(step.kind === 'send' && step.event.type === 'safer.saveLimit').toBe(true)
            const key = step.kind === 'send' ? String(step.event.limit) : ''
            const draft = was.drafts[key as keyof typeof was.drafts] ?? ''
            expect(draftIssue(draft)).toBeNull()
            const request = call.input as LimitRequest
            expect(`${request.kind}.${request.period}`).toBe(key)
            if (request.amount !== null) expect(Number(request.amount)).toBeGreaterThan(0)
          }
          // Cannot be undone: applied only on the confirmation of what was asked.
          if (call.id === 'exclude') {
            expect(step.kind === 'send' && step.event.type === 'safer.confirmExclusion').toBe(true)
            expect(call.input).toEqual(was.asked)
          }
        }
        // Signed out exactly when excluded, once.
        expect(signedOut).toBe(after.matches('excluded') ? 1 : 0)
        if (after.matches('excluded')) expect(is.excluded).toEqual(until)
        // The settings are re-read only when time passes and a pending rise falls due, or on a retry.
        if (started.some((call) => call.id === 'refresh'))
          expect(step.kind === 'wait' || (step.kind === 'send' && step.event.type === 'safer.retry')).toBe(
            true,
          )
      },
    })
    expect(visited(visits, 'excluded')).toBe(true)
    expect(visited(visits, 'refreshing')).toBe(true)
    expect(visited(visits, 'savingLimit')).toBe(true)
  }, 180_000)
})
