import { beforeEach, describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { RealityCheckMinutes, SaferGambling } from '../../api/schemas/safer-gambling'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { flowFailure } from '../shared/failure'
import { connectSaferGambling } from './safer-gambling.connect'
import { settingsSample } from './safer-gambling.fixtures'
import { saferGamblingMachine } from './safer-gambling.machine'
import { draftIssue, limitRequest } from './safer-gambling.rules'
import type { Exclusion, LimitKey, LimitRequest, SaferContext, SaferEvent } from './safer-gambling.types'

/**
 * Sessions ended: only a confirmed exclusion ends one, and it ends the path (a final state). Exploring the
 * graph runs the actions too, so each replay counts from where it starts.
 */
let sessionsEnded = 0
let sessionsJudged = 0
const machine = saferGamblingMachine.provide({ actions: { endSession: () => void sessionsEnded++ } })
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

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SaferContext
const edit = (snapshot: AnyMachineSnapshot) => (snapshot.value as { ready?: { edit: string } }).ready?.edit
const countdown = (snapshot: AnyMachineSnapshot) =>
  (snapshot.value as { ready?: { countdown: string } }).ready?.countdown

/** A call failed: its code kept for the view, nothing else changed but the state, nothing said. */
function failed({ event, before, after, emitted }: RuleStep) {
  const error = (event as AnyEventObject & { error: unknown }).error
  expect(contextOf(after)).toEqual({ ...contextOf(before), failure: flowFailure(error) })
  expect(emitted).toEqual([])
}

/** Settings read: they replace the old ones, the countdown restarts from them, a failure is gone. */
function loaded({ event, before, after, emitted }: RuleStep, extra: Partial<SaferContext> = {}) {
  const settings = (event as AnyEventObject & { output: SaferContext['settings'] }).output
  expect(contextOf(after)).toEqual({ ...contextOf(before), settings, elapsedMs: 0, failure: null, ...extra })
  expect(emitted).toEqual([])
}

/** What each transition must do (spec §7 "safer gambling", docs/safer-gambling.md), on every path's last step. */
const rules: Record<string, (step: RuleStep) => void> = {
  'safer.change': ({ event, before, after, emitted }) => {
    const { limit, value } = event as AnyEventObject & { limit: LimitKey; value: string }
    // What was typed is kept as typed; that row's old error goes, the "saved" mark too.
    expect(edit(before)).toBe('idle')
    expect(contextOf(after).drafts[limit]).toBe(value)
    expect(contextOf(after).fieldErrors[limit]).toBeUndefined()
    expect(contextOf(after).saved).toBeNull()
    expect(after.value).toEqual(before.value)
    expect(emitted).toEqual([])
  },
  'safer.saveLimit': ({ event, before, after, emitted }) => {
    const { limit } = event as AnyEventObject & { limit: LimitKey }
    const draft = contextOf(before).drafts[limit] ?? ''
    const issue = draftIssue(draft)
    if (issue) {
      // Refused beside the field: no call, the draft kept.
      expect(edit(after)).toBe('idle')
      expect(contextOf(after)).toEqual({
        ...contextOf(before),
        fieldErrors: { ...contextOf(before).fieldErrors, [limit]: issue },
      })
    } else {
      // One call with decimal text (an empty draft removes the limit).
      expect(edit(after)).toBe('savingLimit')
      expect(contextOf(after)).toEqual({
        ...contextOf(before),
        request: limitRequest(limit, draft),
        saved: null,
        failure: null,
      })
    }
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.saveLimit': (step) => {
    const request = contextOf(step.before).request as LimitRequest
    const key = `${request.kind}.${request.period}` as LimitKey
    const { [key]: _, ...drafts } = contextOf(step.before).drafts
    expect(edit(step.after)).toBe('idle')
    loaded(step, { saved: key, drafts })
  },
  'xstate.error.actor.saveLimit': (step) => {
    // The draft stays for a retry.
    expect(edit(step.after)).toBe('idle')
    failed(step)
  },
  'safer.setReminder': ({ event, before, after, emitted }) => {
    const { minutes } = event as AnyEventObject & { minutes: number }
    expect(edit(after)).toBe('savingReminder')
    expect(contextOf(after)).toEqual({ ...contextOf(before), request: { minutes }, failure: null })
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.saveReminder': (step) => {
    expect(edit(step.after)).toBe('idle')
    loaded(step)
  },
  'xstate.error.actor.saveReminder': (step) => {
    expect(edit(step.after)).toBe('idle')
    failed(step)
  },
  'safer.askExclusion': ({ event, before, after, emitted }) => {
    const { kind, days } = event as AnyEventObject & { kind: string; days: number }
    // Asked, not sent: it cannot be undone, so the member confirms first.
    expect(edit(after)).toBe('confirming')
    expect(contextOf(after)).toEqual({ ...contextOf(before), asked: { kind, days }, failure: null })
    expect(emitted).toEqual([])
  },
  'safer.cancelExclusion': ({ before, after, emitted }) => {
    expect(edit(after)).toBe('idle')
    expect(contextOf(after)).toEqual({ ...contextOf(before), asked: null, failure: null })
    expect(emitted).toEqual([])
  },
  'safer.confirmExclusion': ({ before, after, emitted }) => {
    expect(edit(before)).toBe('confirming')
    expect(edit(after)).toBe('excluding')
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.exclude': ({ event, before, after, emitted }) => {
    const exclusion = (event as AnyEventObject & { output: Exclusion }).output
    // Applied, said once, and the session ended once.
    expect(after.value).toBe('excluded')
    expect(contextOf(after)).toEqual({ ...contextOf(before), excluded: exclusion, asked: null })
    expect(emitted).toEqual([{ type: 'safer.excluded', exclusion }])
    expect(sessionsEnded - sessionsJudged).toBe(1)
    sessionsJudged = sessionsEnded
  },
  'xstate.error.actor.exclude': (step) => {
    // The question stays open with the failure; nothing signed out.
    expect(edit(step.after)).toBe('confirming')
    expect(sessionsEnded).toBe(sessionsJudged)
    failed(step)
  },
  'xstate.done.actor.load': (step) => {
    expect(edit(step.after)).toBe('idle')
    loaded(step)
  },
  'xstate.error.actor.load': (step) => {
    expect(step.after.value).toBe('failed')
    failed(step)
  },
  'safer.retry': ({ before, after, emitted }) => {
    // After a failed load, load again; after a failed refresh, read again.
    if (before.value === 'failed') expect(after.value).toBe('loading')
    else {
      expect(countdown(before)).toBe('stale')
      expect(countdown(after)).toBe('refreshing')
    }
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  after: ({ before, after, emitted }) => {
    const { settings, elapsedMs } = contextOf(before)
    const pendingMs = settings?.limits.flatMap((limit) => (limit.pending ? [limit.pending.remainingMs] : []))
    const left = Math.min(...(pendingMs ?? [])) - elapsedMs
    expect(countdown(before)).toBe('ticking')
    expect(emitted).toEqual([])
    if (!pendingMs?.length) {
      // The rise went while ticking (a save answered with none pending): the countdown stops.
      expect(countdown(after)).toBe('watching')
      expect(contextOf(after)).toEqual(contextOf(before))
      return
    }
    // A second less; when the rise falls due the settings are read again.
    expect(contextOf(after)).toEqual({ ...contextOf(before), elapsedMs: elapsedMs + 1000 })
    expect(countdown(after)).toBe(left <= 1000 ? 'refreshing' : 'ticking')
  },
  'xstate.done.actor.refresh': (step) => {
    expect(countdown(step.after)).toBe('watching')
    loaded(step)
  },
  'xstate.error.actor.refresh': (step) => {
    expect(countdown(step.after)).toBe('stale')
    failed(step)
  },
}

describe('safer gambling model', () => {
  beforeEach(() => {
    sessionsJudged = sessionsEnded
  })
  testModel(machine, {
    events: userEvents,
    rules,
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
