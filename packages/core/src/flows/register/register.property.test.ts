import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { RegisterRules } from '../../api/schemas/system'
import { runs } from '../../dev/runs'
import { memoryStore } from '../../ports/memory'
import { type PendingCall, scriptedApi } from '../../testing/scripted-api'
import { settle } from '../../testing/settle'
import { provideRegister, registerRulesCacheKey } from './register.provide'
import { blankFields } from './register.rules'
import type { RegisterEvent, RegisterField, RegisterFields } from './register.types'

const rule = { enabled: true, required: false, patternId: 0, acceptedPattern: '*', min: 1, max: 20 }
const rules: RegisterRules = { mobileNum: rule, affiliateCode: rule }

const passwords = ['Secret123', 'Other4567'] as const

type Step =
  | { event: RegisterEvent }
  /** A whole valid form at once, so random runs also get as far as the calls. */
  | { fill: (typeof passwords)[number] }
  | { answer: 'ok' | 'refused' | 'dropped'; withToken: boolean }

const typed = fc.record({
  type: fc.constant('register.change' as const),
  field: fc.constantFrom<RegisterField>(
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'affiliateCode',
  ),
  value: fc.constantFrom('', 'player01', 'AG2024', '912345678', ...passwords),
})

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ event: typed }), weight: 3 },
  { arbitrary: fc.record({ fill: fc.constantFrom(...passwords) }), weight: 2 },
  { arbitrary: fc.constant({ event: { type: 'register.submit' } as const }), weight: 3 },
  {
    arbitrary: fc.record({
      event: fc.constantFrom<RegisterEvent>(
        { type: 'register.agree', on: true },
        { type: 'register.reset' },
        { type: 'register.dismiss' },
        { type: 'register.sendCode' },
        { type: 'register.switchMode', to: 'registerMobile' },
        { type: 'register.switchMode', to: 'register' },
      ),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      answer: fc.constantFrom('ok', 'ok', 'refused', 'dropped'),
      withToken: fc.boolean(),
    }),
    weight: 4,
  },
)

const answeredAtOnce = {
  registerSettings: rules,
  countryCodes: [{ countryCode: 'VN', countryDialingCode: '84' }],
}

/** Runs that ended signed in, so the property is known not to hold vacuously. */
let signedIn = 0

test('property: no failure loses a typed field; a token reaches the session only from a successful answer; no password in any store', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 15, maxLength: 60 }), async (steps) => {
      const pending: PendingCall[] = []
      const issued: string[] = []
      const started: string[] = []
      const writes: string[] = []
      const store = memoryStore()
      const sessionStore = {
        ...store,
        set: (key: string, value: string) => {
          writes.push(value)
          store.set(key, value)
        },
      }
      const actor = createActor(
        provideRegister({
          api: scriptedApi(pending, answeredAtOnce),
          startSession: ({ token }) => started.push(token),
          sessionStore,
          botCheck: { verify: async () => 'bot-ok' },
        }),
        {
          input: {
            flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false },
            domain: 'portal.test',
          },
        },
      ).start()
      await settle()
      let expected: RegisterFields = blankFields('84')
      for (const next of steps) {
        const before = actor.getSnapshot()
        if (before.status === 'done') break
        if ('fill' in next) {
          const form = {
            username: 'player01',
            mobileNum: '912345678',
            verificationCode: '123456',
            password: next.fill,
            confirmPassword: next.fill,
          }
          for (const [field, value] of Object.entries(form))
            actor.send({ type: 'register.change', field: field as RegisterField, value })
          actor.send({ type: 'register.agree', on: true })
          if (before.matches('editing')) expected = { ...expected, ...form }
        } else if ('event' in next) {
          actor.send(next.event)
          if (before.matches('editing') && next.event.type === 'register.change')
            expected = { ...expected, [next.event.field]: next.event.value }
          if (before.matches('editing') && next.event.type === 'register.reset') expected = blankFields('84')
        } else {
          const call = pending.pop()
          if (call && next.answer === 'ok') {
            const token = `${call.name}-${issued.length}`
            const withToken = call.name === 'login' || next.withToken
            if (withToken) issued.push(token)
            call.resolve(
              call.name === 'login'
                ? { token, firstTimeLogin: false, passwordExpired: false }
                : withToken
                  ? { token }
                  : null,
            )
          } else if (call && next.answer === 'refused')
            call.reject(new ApiError({ kind: 'business', endpoint: call.name, code: 'refused' }))
          else call?.reject(new ApiError({ kind: 'network', endpoint: call.name }))
        }
        await settle()
        const snapshot = actor.getSnapshot()
        if (snapshot.status !== 'done') {
          const { captcha: _captcha, ...kept } = snapshot.context.fields
          const { captcha: _expectedCaptcha, ...typedFields } = expected
          expect(kept).toEqual(typedFields)
        }
        for (const token of started) expect(issued).toContain(token)
        expect(started.length).toBeLessThanOrEqual(1)
      }
      expect(writes.every((value) => passwords.every((password) => !value.includes(password)))).toBe(true)
      expect(writes.every((value) => value === store.get(registerRulesCacheKey))).toBe(true)
      if (started.length > 0) signedIn += 1
      actor.stop()
    }),
    { numRuns: runs.wiredFlows },
  )
  expect(signedIn).toBeGreaterThan(0)
}, 30_000)
