import { describe, expect, test } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import { money } from '../../domain/money'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { settingsSample } from '../safer-gambling/safer-gambling.fixtures'
import { connectRealityCheck } from './reality-check.connect'
import { type RealityCheckContext, realityCheckMachine } from './reality-check.machine'

const every15: SaferGambling = { ...settingsSample(null), realityCheckMinutes: 15 }
const off = settingsSample(null)
const since = '2026-03-01T08:00:00.000Z'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RealityCheckContext

/** What each transition must do (issue 13, docs/safer-gambling.md), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'xstate.done.actor.loadSettings': ({ event, after, emitted }) => {
    const minutes = (event as unknown as { output: SaferGambling }).output.realityCheckMinutes
    // Off: no reminder ever; on: the member's interval.
    expect(after.matches(minutes === 0 ? 'off' : 'playing')).toBe(true)
    expect(contextOf(after).intervalMinutes).toBe(minutes)
    expect(emitted).toEqual([])
  },
  // No reminder beats a broken page: the game goes on.
  'xstate.error.actor.loadSettings': ({ before, after, emitted }) => {
    expect(after.matches('off')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  after: ({ before, after, emitted }) => {
    expect(before.matches('playing')).toBe(true)
    expect(after.matches('reminding')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.sessionResult': ({ after, emitted }) => {
    expect(after.matches('shown')).toBe(true)
    expect(contextOf(after).net).toEqual(money(-2_500n))
    expect(emitted).toEqual([])
  },
  // The net result could not be read: only the time played shows.
  'xstate.error.actor.sessionResult': ({ after, emitted }) => {
    expect(after.matches('shown')).toBe(true)
    expect(contextOf(after).net).toBeNull()
    expect(emitted).toEqual([])
  },
  'reality.continue': ({ before, after, emitted }) => {
    expect(before.matches('shown')).toBe(true)
    expect(after.matches('playing')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'reality.stop': ({ before, after, emitted }) => {
    expect(before.matches('shown')).toBe(true)
    expect(after.matches('stopped')).toBe(true)
    expect(emitted).toEqual([{ type: 'reality.stopped' }])
  },
}

describe('reality check model', () => {
  testModel(realityCheckMachine, {
    input: { since },
    events: () => [{ type: 'reality.continue' }, { type: 'reality.stop' }],
    outputs: { loadSettings: [every15, off], sessionResult: [{ net: money(-2_500n) }] },
    errors: { loadSettings: [networkDown], sessionResult: [networkDown] },
    sendDelayedEvents: true,
    rules,
  })
})

describe('reality check flow', () => {
  test('every 15 minutes the reminder shows the net result; continue waits another 15; stop ends it', async () => {
    const clock = new SimulatedClock()
    const asked: unknown[] = []
    const actor = createActor(
      realityCheckMachine.provide({
        actors: {
          loadSettings: fromPromise<SaferGambling, void>(async () => every15),
          sessionResult: fromPromise(async ({ input }) => {
            asked.push(input)
            return { net: money(-2_500n) }
          }),
        },
      }),
      { input: { since }, clock },
    )
    const stopped: unknown[] = []
    actor.on('reality.stopped', (event) => stopped.push(event))
    actor.start()
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
    await tick()
    clock.increment(15 * 60_000 - 1)
    expect(connectRealityCheck(actor.getSnapshot()).reminding).toBe(false)
    clock.increment(1)
    await tick()
    expect(connectRealityCheck(actor.getSnapshot())).toMatchObject({ reminding: true, net: money(-2_500n) })
    expect(asked).toEqual([{ since }])
    actor.send({ type: 'reality.continue' })
    clock.increment(15 * 60_000)
    await tick()
    expect(connectRealityCheck(actor.getSnapshot()).reminding).toBe(true)
    actor.send({ type: 'reality.stop' })
    expect(connectRealityCheck(actor.getSnapshot()).active).toBe(false)
    expect(stopped).toHaveLength(1)
  })
})

testTransitionCoverage(realityCheckMachine)
