import { describe, expect, test } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { connectServiceCounters } from './service-counters.connect'
import { counterSteps, counterTickMs, serviceCountersMachine } from './service-counters.machine'

function counters() {
  const clock = new SimulatedClock()
  const actor = createActor(serviceCountersMachine, { clock }).start()
  const values = () => connectServiceCounters(actor.getSnapshot()).map((counter) => counter.value)
  /** One tick at a time: each tick schedules the next from the clock's new now. */
  const ticks = (count: number) => {
    for (let step = 0; step < count; step++) clock.increment(counterTickMs)
  }
  return { actor, clock, values, ticks }
}

describe('service counters (spec §2, §4, §9)', () => {
  test('still until in view; then each tick of 20 ms adds a ninetieth of the target', () => {
    const { actor, clock, values, ticks } = counters()
    clock.increment(1000)
    expect(values()).toEqual([0, 0, 0, 0])
    actor.send({ type: 'counters.visible' })
    ticks(1)
    expect(values()).toEqual([1, 1, 1, 0])
    ticks(44)
    expect(values()).toEqual([30, 45, 40, 12])
  })

  test('they stop at their targets: 60 s, 90 s, 80 and 23 partners; the rings turn 2° a unit, 5° for game partners', () => {
    const { actor, ticks } = counters()
    actor.send({ type: 'counters.visible' })
    ticks(counterSteps - 1)
    expect(actor.getSnapshot().value).toBe('counting')
    ticks(1)
    expect(actor.getSnapshot().value).toBe('complete')
    expect(connectServiceCounters(actor.getSnapshot())).toEqual([
      { key: 'deposit', value: 60, maximum: 60, unit: 'seconds', rotation: 120 },
      { key: 'withdraw', value: 90, maximum: 90, unit: 'seconds', rotation: 180 },
      { key: 'pay', value: 80, maximum: 80, unit: 'partners', rotation: 160 },
      { key: 'company', value: 23, maximum: 23, unit: 'partners', rotation: 115 },
    ])
  })

  test('out of view resets them, in view counts again from zero', () => {
    const { actor, values, ticks } = counters()
    actor.send({ type: 'counters.visible' })
    ticks(10)
    actor.send({ type: 'counters.hidden' })
    expect(values()).toEqual([0, 0, 0, 0])
    ticks(10)
    expect(values()).toEqual([0, 0, 0, 0])
    actor.send({ type: 'counters.visible' })
    ticks(1)
    expect(values()).toEqual([1, 1, 1, 0])
  })
})
