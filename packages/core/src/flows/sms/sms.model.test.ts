import { describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import { modelEdges, type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { smsMachine } from './sms.machine'
import type { SmsContext, SmsInput, SmsSent } from './sms.types'

const userEvents = [
  { type: 'sms.send', mobile: '0912345678', countryCode: '886' },
  { type: 'sms.send', mobile: '12', countryCode: '886' },
  { type: 'sms.dismiss' },
]

const failures = [
  new ApiError({
    kind: 'business',
    endpoint: 'smsCodeNoLogin',
    code: 'too_many_requests',
    serverMessage: 'Too many requests',
  }),
  new ApiError({ kind: 'network', endpoint: 'smsCodeNoLogin' }),
  { code: 'quota-exceeded' },
]

/** Graph utilities take the machine untyped: the explored events include the actors' and timers' own. */
const machine: AnyStateMachine = smsMachine

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SmsContext

/** What each transition must do (spec §4 "SMS button", §8, §9), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'sms.send': ({ event, before, after, emitted }) => {
    const { mobile, countryCode } = event as AnyEventObject & { mobile: string; countryCode: string }
    expect(before.matches({ ready: 'open' })).toBe(true)
    if (mobile === '12') {
      // An invalid number is refused beside the field: no send.
      expect(after.matches({ ready: 'open' })).toBe(true)
      expect(contextOf(after).issue).not.toBeNull()
      expect(contextOf(after).request).toEqual(contextOf(before).request)
    } else {
      expect(after.matches('sending')).toBe(true)
      expect(contextOf(after)).toMatchObject({ request: { mobile, countryCode }, issue: null, failure: null })
    }
    expect(emitted).toEqual([])
  },
  'sms.dismiss': ({ before, after, emitted }) => {
    expect(contextOf(after)).toEqual({ ...contextOf(before), issue: null, failure: null })
    expect(after.value).toEqual(before.value)
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.sendCode': ({ event, after, emitted }) => {
    const sent = (event as AnyEventObject & { output: SmsSent | null }).output
    const context = contextOf(after)
    // The countdown: expiredMinutes × 60 (1 minute by default), always 60 s on the phone-auth route.
    const seconds = context.route === 'phoneAuth' ? 60 : (sent?.expiredMinutes ?? 1) * 60
    expect(after.matches('coolingDown')).toBe(true)
    expect(context).toMatchObject({ secondsLeft: seconds, countdownSeconds: seconds })
    expect(context.verificationId).toBe(sent?.verificationId ?? null)
    expect(emitted).toEqual([{ type: 'sms.sent', seconds }])
  },
  'xstate.error.actor.sendCode': ({ event, after, emitted }) => {
    const error = (event as AnyEventObject & { error: unknown }).error
    // A failure is said (the server's own message when it gives one), and the button rests a second.
    const failure =
      error instanceof ApiError
        ? { kind: error.kind, ...(error.code ? { code: error.code } : {}) }
        : { kind: 'phone-auth', code: 'quota-exceeded' }
    expect(after.matches({ ready: 'throttled' })).toBe(true)
    expect(contextOf(after).failure).toMatchObject(failure)
    if (error instanceof ApiError && error.serverMessage)
      expect(contextOf(after).failure?.serverMessage).toBe(error.serverMessage)
    expect(emitted).toEqual([{ type: 'sms.failed', failure: contextOf(after).failure }])
  },
  after: ({ before, after, emitted }) => {
    expect(emitted).toEqual([])
    if (before.matches({ ready: 'throttled' })) {
      expect(after.matches({ ready: 'open' })).toBe(true)
      expect(contextOf(after)).toEqual(contextOf(before))
      return
    }
    // A second of the countdown: one less, or the button enabled again after the last.
    const left = contextOf(before).secondsLeft
    expect(contextOf(after).secondsLeft).toBe(left <= 1 ? 0 : left - 1)
    expect(after.matches(left <= 1 ? { ready: 'open' } : 'coolingDown')).toBe(true)
  },
}

const model = (input: SmsInput, outputs: readonly (SmsSent | null)[]) => ({
  events: () => userEvents,
  rules,
  input,
  outputs: { sendCode: outputs },
  errors: { sendCode: failures },
})

describe.each<[string, SmsInput, (SmsSent | null)[]]>([
  ['SMS route', { route: 'sms' }, [{ expiredMinutes: 1 }, null, { expiredMinutes: 2 }]],
  ['phone-auth route', { route: 'phoneAuth' }, [{ verificationId: 'verification-1' }]],
])('sms model, %s', (_, input, outputs) => {
  const options = model(input, outputs)
  testModel(machine, options)

  test('the paths reach both ends of the countdown', () => {
    const names = modelEdges(machine, options).map((edge) => edge.name)
    expect(names).toContain('"coolingDown" --xstate.after.1000.sms.coolingDown--> "coolingDown"')
    expect(names).toContain('"coolingDown" --xstate.after.1000.sms.coolingDown--> {"ready":"open"}')
  })
})

testTransitionCoverage(machine)
