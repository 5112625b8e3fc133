import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { settle } from '../../testing/settle'
import { withoutIntents } from '../../testing/view-model'
import { connectSms } from './sms.connect'
import { smsMachine } from './sms.machine'
import { countdownSeconds, smsFailureOf } from './sms.outcome'
import type { SmsEmitted, SmsInput, SmsRequest, SmsSent } from './sms.types'

interface Call {
  request: SmsRequest
  at: number
  signal: AbortSignal
  resolve: (sent: SmsSent | null | undefined) => void
  reject: (error: unknown) => void
}

/** A live actor on a simulated clock, with the send scripted by the test. */
function start(input: SmsInput = { route: 'sms' }) {
  const clock = new SimulatedClock()
  const calls: Call[] = []
  const sendCode = fromPromise<SmsSent | null | undefined, SmsRequest>(
    ({ input: request, signal }) =>
      new Promise((resolve, reject) => calls.push({ request, at: clock.now(), signal, resolve, reject })),
  )
  const actor = createActor(smsMachine.provide({ actors: { sendCode } }), { input, clock })
  const emitted: SmsEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return {
    actor,
    clock,
    calls,
    emitted,
    // The data part: intents are checked by what they send, not by identity.
    view: () => withoutIntents(connectSms(actor.getSnapshot())),
    send: (mobile = '0912345678', countryCode = '886') =>
      actor.send({ type: 'sms.send', mobile, countryCode }),
    answer: async (sent: SmsSent | null) => {
      calls.at(-1)?.resolve(sent)
      await settle()
    },
    fail: async (error: unknown) => {
      calls.at(-1)?.reject(error)
      await settle()
    },
    wait: (ms: number) => clock.increment(ms),
  }
}

const tooMany = new ApiError({
  kind: 'business',
  endpoint: 'smsCodeNoLogin',
  code: 'too_many_requests',
  serverMessage: 'Too many requests',
})

describe('countdownSeconds', () => {
  test.each<[SmsInput['route'], SmsSent | null | undefined, number]>([
    ['sms', { expiredMinutes: 1 }, 60],
    ['sms', { expiredMinutes: 3 }, 180],
    ['sms', { expiredMinutes: 0.5 }, 30],
    ['sms', { expiredMinutes: 0.001 }, 1],
    ['sms', undefined, 60],
    ['sms', null, 60],
    ['sms', {}, 60],
    ['sms', { expiredMinutes: null }, 60],
    ['sms', { expiredMinutes: 0 }, 60],
    ['sms', { expiredMinutes: -2 }, 60],
    ['sms', { expiredMinutes: Number.NaN }, 60],
    ['sms', { expiredMinutes: Number.POSITIVE_INFINITY }, 60],
    ['phoneAuth', { expiredMinutes: 5 }, 60],
    ['phoneAuth', null, 60],
  ])('%s route, %j → %i s', (route, sent, seconds) => expect(countdownSeconds(route, sent)).toBe(seconds))
})

describe('smsFailureOf', () => {
  test.each<[string, unknown, object]>([
    [
      'a business refusal',
      tooMany,
      { kind: 'business', code: 'too_many_requests', serverMessage: 'Too many requests' },
    ],
    ['a timeout', new ApiError({ kind: 'timeout', endpoint: 'smsCodeRegister' }), { kind: 'timeout' }],
    [
      'a phone-auth code',
      { code: 'invalid-phone-number' },
      { kind: 'phone-auth', code: 'invalid-phone-number' },
    ],
    ['anything else', new Error('boom'), { kind: 'network' }],
  ])('%s', (_, error, failure) => expect(smsFailureOf(error)).toEqual(failure))
})

describe('the SMS button', () => {
  test('an empty or invalid number gives an issue and no call', () => {
    const sms = start()
    sms.send('  ')
    expect(sms.view()).toMatchObject({ canSend: true, issue: { code: 'required' } })
    sms.send('12-34')
    expect(sms.view()).toMatchObject({ canSend: true, issue: { code: 'mobile' } })
    expect(sms.calls).toEqual([])
  })

  test('a send disables the button for expiredMinutes × 60 s, one tick a second, then enables it', async () => {
    const sms = start()
    sms.send(' 0912345678 ', ' 886 ')
    expect(sms.calls.map((call) => call.request)).toEqual([{ mobile: '0912345678', countryCode: '886' }])
    expect(sms.view()).toMatchObject({ canSend: false, sending: true })
    await sms.answer({ expiredMinutes: 2 })
    expect(sms.emitted).toEqual([{ type: 'sms.sent', seconds: 120 }])
    expect(sms.view()).toEqual({
      canSend: false,
      secondsLeft: 120,
      sending: false,
      failure: null,
      issue: null,
    })
    sms.wait(999)
    expect(sms.view().secondsLeft).toBe(120)
    sms.wait(1)
    expect(sms.view().secondsLeft).toBe(119)
    for (let second = 0; second < 118; second++) sms.wait(1000)
    expect(sms.view()).toMatchObject({ canSend: false, secondsLeft: 1 })
    sms.wait(1000)
    expect(sms.view()).toMatchObject({ canSend: true, secondsLeft: 0 })
  })

  test('clicks while sending or counting down are dropped', async () => {
    const sms = start()
    sms.send()
    sms.send()
    await sms.answer(null)
    sms.send()
    expect(sms.calls).toHaveLength(1)
    expect(sms.view().secondsLeft).toBe(60)
  })

  test('the phone-auth route counts 60 s and keeps the verification id', async () => {
    const sms = start({ route: 'phoneAuth' })
    sms.send()
    await sms.answer({ verificationId: 'verification-1', expiredMinutes: 5 })
    expect(sms.view().secondsLeft).toBe(60)
    expect(sms.actor.getSnapshot().context.verificationId).toBe('verification-1')
  })

  test('a failure keeps the button enabled, exposes the server message, and throttles the next request', async () => {
    const sms = start()
    sms.send()
    await sms.fail(tooMany)
    const failure = { kind: 'business', code: 'too_many_requests', serverMessage: 'Too many requests' }
    expect(sms.view()).toEqual({ canSend: true, secondsLeft: 0, sending: false, failure, issue: null })
    expect(sms.emitted).toEqual([{ type: 'sms.failed', failure }])
    sms.send()
    sms.wait(999)
    sms.send()
    expect(sms.calls).toHaveLength(1)
    sms.wait(1)
    sms.send()
    expect(sms.calls).toHaveLength(2)
    expect(sms.view().failure).toBeNull()
  })

  test('sms.dismiss forgets the failure and the issue', async () => {
    const sms = start()
    sms.send()
    await sms.fail(tooMany)
    sms.actor.send({ type: 'sms.dismiss' })
    expect(sms.view().failure).toBeNull()
    sms.wait(1000)
    sms.send('1')
    sms.actor.send({ type: 'sms.dismiss' })
    expect(sms.view().issue).toBeNull()
  })

  test('stopping the actor mid-send aborts the request', () => {
    const sms = start()
    sms.send()
    sms.actor.stop()
    expect(sms.calls[0]?.signal.aborted).toBe(true)
  })

  test('no snapshot yet: a disabled button', () => {
    expect(withoutIntents(connectSms(undefined))).toEqual({
      canSend: false,
      secondsLeft: 0,
      sending: false,
      failure: null,
      issue: null,
    })
  })
})

// Weighted towards valid sends and short waits, so failures followed by quick retries come up often.
const command = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('send' as const),
      mobile: fc.constantFrom('0912345678', '123456789012345', '0912345678', '', '12'),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ type: fc.constant('dismiss' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      expiredMinutes: fc.option(fc.constantFrom(0, -1, Number.NaN, 0.001, 0.05, 0.5, 1, 2), {
        nil: undefined,
      }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ type: fc.constant('fail' as const) }), weight: 2 },
  {
    arbitrary: fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 1500 }) }),
    weight: 3,
  },
)

test('property: no random use enables the button during a countdown, or sends twice within a second', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<SmsInput>({ route: 'sms' }, { route: 'phoneAuth' }),
      fc.array(command, { maxLength: 60 }),
      async (input, commands) => {
        const sms = start(input)
        for (const next of commands) {
          if (next.type === 'send') sms.send(next.mobile)
          if (next.type === 'dismiss') sms.actor.send({ type: 'sms.dismiss' })
          if (next.type === 'answer') await sms.answer({ expiredMinutes: next.expiredMinutes })
          if (next.type === 'fail') await sms.fail(tooMany)
          if (next.type === 'wait') sms.wait(next.ms)
          const snapshot = sms.actor.getSnapshot()
          const view = connectSms(snapshot)
          const limit = snapshot.context.countdownSeconds
          expect(view.secondsLeft).toBeGreaterThanOrEqual(0)
          expect(view.secondsLeft).toBeLessThanOrEqual(limit)
          expect(limit).toBeLessThanOrEqual(input.route === 'phoneAuth' ? 60 : 120)
          if (snapshot.matches('coolingDown')) expect(view).toMatchObject({ canSend: false })
          if (view.secondsLeft > 0) expect(view.canSend).toBe(false)
        }
        const starts = sms.calls.map((call) => call.at)
        const gaps = starts.slice(1).map((at, index) => at - (starts[index] ?? 0))
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000)
        sms.actor.stop()
      },
    ),
    { numRuns: runs.machineSequences },
  )
})
