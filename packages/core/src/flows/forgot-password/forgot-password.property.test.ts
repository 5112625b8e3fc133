import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { type PendingCall, scriptedApi } from '../../testing/scripted-api'
import { settle } from '../../testing/settle'
import { provideForgotPassword } from './forgot-password.provide'
import type { ForgotPasswordEvent, ForgotPasswordField, ForgotPasswordFields } from './forgot-password.types'

const passwords = ['Fresh5678', 'Other4567'] as const

type Step =
  | { event: ForgotPasswordEvent }
  /** A whole valid form of the current method, so random runs also get as far as the calls. */
  | { fill: (typeof passwords)[number] }
  | { answer: 'ok' | 'refused' | 'dropped' }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      event: fc.record({
        type: fc.constant('forgotPassword.change' as const),
        field: fc.constantFrom<ForgotPasswordField>('username', 'email', 'mobileNum', 'newPassword'),
        value: fc.constantFrom('', 'member01', 'member01@example.com', '912345678', ...passwords),
      }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ fill: fc.constantFrom(...passwords) }), weight: 2 },
  {
    arbitrary: fc.record({
      event: fc.constantFrom<ForgotPasswordEvent>(
        { type: 'forgotPassword.sendCode' },
        { type: 'forgotPassword.dismiss' },
        { type: 'forgotPassword.switchMethod', to: 'email' },
        { type: 'forgotPassword.switchMethod', to: 'mobileNum' },
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ event: { type: 'forgotPassword.submit' } as const }), weight: 3 },
  { arbitrary: fc.record({ answer: fc.constantFrom('ok', 'ok', 'refused', 'dropped') }), weight: 4 },
)

const answeredAtOnce = { countryCodes: [{ countryCode: 'VN', countryDialingCode: '84' }] }

/** Runs that ended signed in, so the property is known not to hold vacuously. */
let signedIn = 0

test('property: no failure loses a typed field; a token reaches the session only from a successful sign-in; the password goes nowhere else', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 15, maxLength: 50 }), async (steps) => {
      const pending: PendingCall[] = []
      const issued: string[] = []
      const started: unknown[] = []
      const actor = createActor(
        provideForgotPassword({
          api: scriptedApi(pending, answeredAtOnce),
          startSession: (session) => started.push(session),
        }),
        { input: { flags: { CHNGPASSVERIF3: true } } },
      ).start()
      await settle()
      let expected: ForgotPasswordFields = { ...actor.getSnapshot().context.fields }
      for (const next of steps) {
        const before = actor.getSnapshot()
        if (before.status === 'done') break
        if ('fill' in next) {
          const form =
            before.context.method === 'email'
              ? {
                  username: 'member01',
                  email: 'member01@example.com',
                  verificationCode: '123456',
                  newPassword: next.fill,
                }
              : { mobileNum: '912345678', verificationCode: '123456', newPassword: next.fill }
          for (const [field, value] of Object.entries(form))
            actor.send({ type: 'forgotPassword.change', field: field as ForgotPasswordField, value })
          if (before.matches('editing')) expected = { ...expected, ...form }
        } else if ('event' in next) {
          actor.send(next.event)
          if (before.matches('editing') && next.event.type === 'forgotPassword.change')
            expected = { ...expected, [next.event.field]: next.event.value }
        } else {
          const call = pending.pop()
          if (call && next.answer === 'ok') {
            const token = `token-${issued.length}`
            if (call.name === 'login') issued.push(token)
            call.resolve(
              call.name === 'login' ? { token, firstTimeLogin: false, passwordExpired: false } : null,
            )
          } else if (call && next.answer === 'refused')
            call.reject(new ApiError({ kind: 'business', endpoint: call.name, code: 'refused' }))
          else call?.reject(new ApiError({ kind: 'network', endpoint: call.name }))
        }
        await settle()
        const snapshot = actor.getSnapshot()
        if (snapshot.status !== 'done') expect(snapshot.context.fields).toEqual(expected)
        else expect(snapshot.context.fields.newPassword).toBe('')
        expect(started.length).toBeLessThanOrEqual(1)
        for (const session of started) {
          expect(Object.keys(session as object).sort()).toEqual(['firstLogin', 'token'])
          expect(issued).toContain((session as { token: string }).token)
        }
      }
      if (started.length > 0) signedIn += 1
      actor.stop()
    }),
    { numRuns: runs.wiredFlows },
  )
  expect(signedIn).toBeGreaterThan(0)
}, 30_000)
