import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import { money } from '../../domain/money'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { settingsSample } from '../safer-gambling/safer-gambling.fixtures'
import { connectRealityCheck } from './reality-check.connect'
import { realityCheckMachine } from './reality-check.machine'

const every15: SaferGambling = { ...settingsSample(null), realityCheckMinutes: 15 }
const off = settingsSample(null)
const since = '2026-03-01T08:00:00.000Z'

describe('reality check model', () => {
  testModel(realityCheckMachine, {
    input: { since },
    events: () => [{ type: 'reality.continue' }, { type: 'reality.stop' }],
    outputs: { loadSettings: [every15, off], sessionResult: [{ net: money(-2_500n) }] },
    errors: { loadSettings: [networkDown], sessionResult: [networkDown] },
    sendDelayedEvents: true,
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
