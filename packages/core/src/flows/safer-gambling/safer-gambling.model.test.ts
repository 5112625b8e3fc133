import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { RealityCheckMinutes, SaferGambling } from '../../api/schemas/safer-gambling'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectSaferGambling } from './safer-gambling.connect'
import { settingsSample } from './safer-gambling.fixtures'
import { saferGamblingMachine } from './safer-gambling.machine'
import type { Exclusion, LimitRequest, SaferContext, SaferEvent } from './safer-gambling.types'

const machine = saferGamblingMachine.provide({ actions: { endSession: () => {} } })
const pending = settingsSample(2000)
const none = settingsSample(null)
const timeOut: Exclusion = { kind: 'timeOut', until: '2026-03-02T08:00:00.000Z' }

/** One valid and one invalid draft on a row with nothing typed; the flow's own controls. */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { drafts } = snapshot.context as SaferContext
  const events: AnyEventObject[] = [
    { type: 'safer.saveLimit', limit: 'deposit.day' },
    { type: 'safer.setReminder', minutes: 30 },
    { type: 'safer.askExclusion', kind: 'timeOut', days: 1 },
    { type: 'safer.confirmExclusion' },
    { type: 'safer.cancelExclusion' },
    { type: 'safer.retry' },
  ]
  if (drafts['deposit.day'] === undefined)
    events.push(
      { type: 'safer.change', limit: 'deposit.day', value: '200' },
      { type: 'safer.change', limit: 'deposit.day', value: '-5' },
    )
  return events
}

describe('safer gambling model', () => {
  testModel(machine, {
    events: userEvents,
    outputs: {
      load: [pending, none],
      refresh: [none],
      saveLimit: [none],
      saveReminder: [none],
      exclude: [timeOut],
    },
    errors: {
      load: [networkDown],
      refresh: [networkDown],
      saveLimit: [new ApiError({ kind: 'business', endpoint: 'setGamblingLimit', code: 'field_invalid' })],
      saveReminder: [networkDown],
      exclude: [new ApiError({ kind: 'business', endpoint: 'excludeSelf', code: 'exclusion_duration' })],
    },
  })
})

describe('safer gambling flow', () => {
  function run(answers: Partial<Record<'exclude' | 'saveLimit', Error>> = {}) {
    const calls: { id: string; input: unknown }[] = []
    let signedOut = 0
    const answer = <T, I>(id: string, value: T) =>
      fromPromise<T, I>(async ({ input }) => {
        calls.push({ id, input })
        const error = answers[id as keyof typeof answers]
        if (error) throw error
        return value
      })
    const actor = createActor(
      saferGamblingMachine.provide({
        actors: {
          load: answer<SaferGambling, void>('load', pending),
          refresh: answer<SaferGambling, void>('refresh', none),
          saveLimit: answer<SaferGambling, LimitRequest>('saveLimit', none),
          saveReminder: answer<SaferGambling, { minutes: RealityCheckMinutes }>('saveReminder', none),
          exclude: answer<Exclusion, { kind: Exclusion['kind']; days: number }>('exclude', timeOut),
        },
        actions: { endSession: () => signedOut++ },
      }),
    ).start()
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
    const send = async (...events: SaferEvent[]) => {
      await tick()
      for (const event of events) {
        actor.send(event)
        await tick()
      }
      return connectSaferGambling(actor.getSnapshot())
    }
    return { send, calls, signedOut: () => signedOut }
  }

  test('a pending rise shows with its time left; an invalid draft is refused and nothing is sent', async () => {
    const { send, calls } = run()
    let view = await send()
    expect(view.rows[0]).toMatchObject({ key: 'deposit.day', pending: { remainingMs: 2000 } })
    view = await send(
      { type: 'safer.change', limit: 'loss.week', value: '0' },
      { type: 'safer.saveLimit', limit: 'loss.week' },
    )
    expect(view.rows.find((row) => row.key === 'loss.week')?.issue).toEqual({ code: 'amount' })
    expect(calls.map((call) => call.id)).toEqual(['load'])
  })

  test('a saved limit sends decimal text, an empty draft removes it', async () => {
    const { send, calls } = run()
    await send(
      { type: 'safer.change', limit: 'loss.month', value: ' 250.5 ' },
      { type: 'safer.saveLimit', limit: 'loss.month' },
    )
    const view = await send({ type: 'safer.saveLimit', limit: 'deposit.week' })
    expect(calls.slice(1).map((call) => call.input)).toEqual([
      { kind: 'loss', period: 'month', amount: '250.50' },
      { kind: 'deposit', period: 'week', amount: null },
    ])
    expect(view.rows.find((row) => row.key === 'deposit.week')?.saved).toBe(true)
  })

  test('an exclusion is asked, confirmed, applied once, and ends the session', async () => {
    const { send, calls, signedOut } = run()
    let view = await send({ type: 'safer.askExclusion', kind: 'timeOut', days: 7 })
    expect(view.confirming).toEqual({ kind: 'timeOut', days: 7 })
    expect(calls).toHaveLength(1)
    view = await send({ type: 'safer.confirmExclusion' })
    expect(view).toMatchObject({ status: 'excluded', excluded: timeOut })
    expect(calls[1]).toEqual({ id: 'exclude', input: { kind: 'timeOut', days: 7 } })
    expect(signedOut()).toBe(1)
  })

  test('a refused exclusion keeps the question open with the failure; nothing is signed out', async () => {
    const refused = new ApiError({ kind: 'business', endpoint: 'excludeSelf', code: 'exclusion_duration' })
    const { send, signedOut } = run({ exclude: refused })
    const view = await send(
      { type: 'safer.askExclusion', kind: 'selfExclusion', days: 183 },
      { type: 'safer.confirmExclusion' },
    )
    expect(view).toMatchObject({
      status: 'ready',
      confirming: { kind: 'selfExclusion' },
      failure: { code: 'exclusion_duration' },
    })
    expect(signedOut()).toBe(0)
  })
})

testTransitionCoverage(machine)
