import { describe, expect, test } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import { modelEdges, testModel, testTransitionCoverage } from '../../testing/model'
import { smsMachine } from './sms.machine'
import type { SmsInput, SmsSent } from './sms.types'

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

const model = (input: SmsInput, outputs: readonly (SmsSent | null)[]) => ({
  events: () => userEvents,
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
