import fc from 'fast-check'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  SimulatedClock,
} from 'xstate'
import { runs } from '../dev/runs'
import { type ScriptedCall, scriptedActors } from './scripted-actors'
import { settle } from './settle'

/**
 * Property tests for one machine: random sequences of user events, answers to the calls it made (each a
 * sample output or error, in any order, late or never) and waits on a SimulatedClock, replayed on a real
 * actor. After every step the caller's `check` sees what changed and asserts the spec's rules; on top of it,
 * every machine must never reach an error status (an action or guard that throws). No DOM, no network, no real
 * time: `runs.machineSequences` sequences take seconds.
 */
export type PropertyStep =
  /** Sends `batch` in order (a whole form filled in one step), `event` being its last. */
  | { kind: 'send'; event: AnyEventObject; batch?: readonly AnyEventObject[] }
  /** Answers the `call`-th pending call (modulo) with its `outcome`-th sample (outputs, then errors). */
  | { kind: 'answer'; call: number; outcome: number }
  | { kind: 'wait'; ms: number }

export interface Observation {
  step: PropertyStep
  before: AnyMachineSnapshot
  after: AnyMachineSnapshot
  /** What the actor emitted during this step. */
  emitted: readonly AnyEventObject[]
  /** Calls the actor started during this step, with their input. */
  started: readonly ScriptedCall[]
  /** Calls waiting for an answer after this step. */
  pending: readonly ScriptedCall[]
  /** The answer this step gave, if it answered a call. */
  answered: { id: string; ok: boolean; value: unknown } | null
  /** The simulated time, in ms since the actor started. */
  now: number
}

export interface MachinePropertyOptions {
  machine: AnyStateMachine
  input?: unknown
  /**
   * The user's (and other flows') events, from the machine's event union; an array is sent in one step, so a
   * sequence can fill a whole form and submit it often enough to reach what lies behind the call.
   */
  events: fc.Arbitrary<AnyEventObject | readonly AnyEventObject[]>
  /** Sample outputs per invoke id; a call answered with success gets one of them. */
  outputs?: Record<string, readonly unknown[]>
  /** Sample errors per invoke id; default one generic error. */
  errors?: Record<string, readonly unknown[]>
  /** Invoke ids left as the machine declares them (child machines). */
  keepActors?: readonly string[]
  /** How far a wait step moves the clock; default a tick, a throttle window and a minute. */
  waits?: readonly number[]
  maxSteps?: number
  /** Called before the first step with the snapshot the actor starts in. */
  start?: (snapshot: AnyMachineSnapshot) => void
  /** The rules, asserted after every step. */
  check: (observation: Observation) => void
}

/** How often each state value was seen, over all runs: a test asserts its rules were exercised. */
export type Visits = Map<string, number>

export function propertySteps(options: MachinePropertyOptions): fc.Arbitrary<PropertyStep[]> {
  const step: fc.Arbitrary<PropertyStep> = fc.oneof(
    {
      weight: 4,
      arbitrary: options.events
        .filter((sent) => !Array.isArray(sent) || sent.length > 0)
        .map((sent): PropertyStep => {
          if (!Array.isArray(sent)) return { kind: 'send', event: sent as AnyEventObject }
          const batch = sent as readonly AnyEventObject[]
          return { kind: 'send', event: batch[batch.length - 1] as AnyEventObject, batch }
        }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('answer' as const), call: fc.nat(3), outcome: fc.nat(15) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.constantFrom(...(options.waits ?? [1, 1000, 60_000])),
      }),
    },
  )
  // `size: 'max'`: fast-check's default size keeps arrays near 10 steps, too short to sign in and out again.
  return fc.array(step, { maxLength: options.maxSteps ?? 30, size: 'max' })
}

function outcomesOf(options: MachinePropertyOptions, id: string) {
  const outputs = (options.outputs?.[id] ?? [undefined]).map((value) => ({ ok: true, value }))
  const errors = (options.errors?.[id] ?? [new Error('scripted failure')]).map((value) => ({
    ok: false,
    value,
  }))
  return [...outputs, ...errors]
}

/**
 * The machine with its calls scripted, made once per machine and kept actors: `provide` builds a new machine
 * (every state node again), which cost more than the sequence itself when done for each of 1,000 sequences.
 * Sequences run one after another, so they share the list of pending calls, emptied as each one starts.
 */
const scripted = new WeakMap<AnyStateMachine, Map<string, ReturnType<typeof scriptedMachine>>>()

function scriptedMachine(machine: AnyStateMachine, keepActors: readonly string[] = []) {
  const { actors, pending } = scriptedActors(machine, keepActors)
  return { machine: machine.provide({ actors }), pending }
}

function scriptedFor(options: MachinePropertyOptions) {
  const byKept = scripted.get(options.machine) ?? new Map<string, ReturnType<typeof scriptedMachine>>()
  scripted.set(options.machine, byKept)
  const key = JSON.stringify(options.keepActors ?? [])
  const made = byKept.get(key) ?? scriptedMachine(options.machine, options.keepActors)
  byKept.set(key, made)
  made.pending.length = 0
  return made
}

/** Runs one sequence; returns the state values it went through. */
export async function runSequence(
  options: MachinePropertyOptions,
  steps: readonly PropertyStep[],
): Promise<string[]> {
  const { machine, pending } = scriptedFor(options)
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: options.input, clock })
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.subscribe({ error: () => {} })
  actor.start()
  await settle()
  options.start?.(actor.getSnapshot() as AnyMachineSnapshot)
  const seen = [JSON.stringify(actor.getSnapshot().value)]
  try {
    for (const step of steps) {
      const before = actor.getSnapshot() as AnyMachineSnapshot
      const known = new Set(pending)
      emitted.length = 0
      let answered: Observation['answered'] = null
      // A machine that reached a final state takes no more events: the rest of the sequence only waits.
      const active = actor.getSnapshot().status === 'active'
      if (step.kind === 'send' && active) for (const event of step.batch ?? [step.event]) actor.send(event)
      else if (step.kind === 'wait') clock.increment(step.ms)
      else if (step.kind === 'send') {
        // Nothing to do: the actor is done.
      } else {
        const call = pending[step.call % Math.max(pending.length, 1)]
        if (call) {
          pending.splice(pending.indexOf(call), 1)
          const outcomes = outcomesOf(options, call.id)
          const outcome = outcomes[step.outcome % outcomes.length] ?? { ok: false, value: undefined }
          answered = { id: call.id, ...outcome }
          if (outcome.ok) call.resolve(outcome.value)
          else call.reject(outcome.value)
        }
      }
      await settle()
      const after = actor.getSnapshot() as AnyMachineSnapshot
      // An action or guard that throws leaves the actor in error: never acceptable, whatever the rules say.
      // A plain check, not `expect`: this runs at every step of every sequence, and Vitest's `expect` (with its
      // message built each time) was a fifth of a property's time.
      if (after.status === 'error')
        throw new Error(`error after ${JSON.stringify(step)}: ${String(after.error)}`)
      seen.push(JSON.stringify(after.value))
      options.check({
        step,
        before,
        after,
        emitted: [...emitted],
        started: pending.filter((call) => !known.has(call)),
        pending: [...pending],
        answered,
        now: clock.now(),
      })
    }
  } finally {
    actor.stop()
  }
  return seen
}

/** The property: `runs.machineSequences` random sequences, each checked step by step. */
export async function checkMachine(options: MachinePropertyOptions): Promise<Visits> {
  const visits: Visits = new Map()
  await fc.assert(
    fc.asyncProperty(propertySteps(options), async (steps) => {
      for (const value of await runSequence(options, steps)) visits.set(value, (visits.get(value) ?? 0) + 1)
    }),
    { numRuns: runs.machineSequences },
  )
  return visits
}

/** True when a visited state value (JSON) includes the given fragment, e.g. `"signedIn"`. */
export function visited(visits: Visits, fragment: string): boolean {
  return [...visits.keys()].some((value) => value.includes(fragment))
}
