import { assign, setup } from 'xstate'

/** Spec §9: the counters tick every 20 ms and add a ninetieth of their target each tick. */
export const counterTickMs = 20
export const counterSteps = 90

/** Spec §3 "Counters" (count, maximum, title, unit, key); the title and unit are codes the app translates. */
export interface ServiceCounter {
  /** deposit, withdraw, pay (payment partners), company (game partners); also the title's code. */
  key: 'deposit' | 'withdraw' | 'pay' | 'company'
  maximum: number
  /** `seconds` for the two times, `partners` for the two counts. */
  unit: 'seconds' | 'partners'
  /** Degrees the ring turns per unit counted (spec §9: 2, and 5 for game partners). */
  degreesPerUnit: number
  count: number
}

/** Spec §9: deposit 60 s, withdraw 90 s, 80 payment partners, 23 game partners. */
export const serviceCounters: readonly ServiceCounter[] = [
  { key: 'deposit', maximum: 60, unit: 'seconds', degreesPerUnit: 2, count: 0 },
  { key: 'withdraw', maximum: 90, unit: 'seconds', degreesPerUnit: 2, count: 0 },
  { key: 'pay', maximum: 80, unit: 'partners', degreesPerUnit: 2, count: 0 },
  { key: 'company', maximum: 23, unit: 'partners', degreesPerUnit: 5, count: 0 },
]

export interface ServiceCountersContext {
  counters: readonly ServiceCounter[]
}

export type ServiceCountersEvent =
  /** The section scrolled into view: count up. */
  | { type: 'counters.visible' }
  /** It scrolled out: back to zero, ready to count again. */
  | { type: 'counters.hidden' }

/** Ninety equal steps; the last lands exactly on the target, whatever the float rounding on the way. */
const tick = (counter: ServiceCounter): ServiceCounter => {
  const next = counter.count + counter.maximum / counterSteps
  return { ...counter, count: next >= counter.maximum - 1e-9 ? counter.maximum : next }
}

/**
 * The home page's four service counters (spec §2, §4): they animate when the section is in view and reset
 * when it leaves. Each tick is an `after` re-entry, so a simulated clock drives it and leaving stops it.
 */
export const serviceCountersMachine = setup({
  types: {
    context: {} as ServiceCountersContext,
    events: {} as ServiceCountersEvent,
  },
  actions: {
    reset: assign({ counters: serviceCounters }),
    tick: assign(({ context }) => ({ counters: context.counters.map(tick) })),
  },
  guards: {
    /** This tick brings every counter to its target. */
    isLastTick: ({ context }) =>
      context.counters.map(tick).every((counter) => counter.count >= counter.maximum),
  },
}).createMachine({
  id: 'serviceCounters',
  context: { counters: serviceCounters },
  initial: 'hidden',
  states: {
    hidden: { on: { 'counters.visible': 'counting' } },
    counting: {
      on: { 'counters.hidden': { target: 'hidden', actions: 'reset' } },
      after: {
        [counterTickMs]: [
          { guard: 'isLastTick', target: 'complete', actions: 'tick' },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
    },
    complete: { on: { 'counters.hidden': { target: 'hidden', actions: 'reset' } } },
  },
})
