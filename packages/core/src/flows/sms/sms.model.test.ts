import { describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { allStateIds, type ModelEdge, reachedStateIds, replay } from '../../testing/model'
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

/** Every event the graph explores: the user's, the send's answers and the two timers. */
const events = (outputs: readonly (SmsSent | null)[]) => (snapshot: AnyMachineSnapshot) => {
  const all: AnyEventObject[] = [...userEvents]
  if (snapshot.matches('sending')) {
    for (const output of outputs) all.push({ type: 'xstate.done.actor.sendCode', output })
    for (const error of failures) all.push({ type: 'xstate.error.actor.sendCode', error })
  }
  if (snapshot.matches('coolingDown')) all.push({ type: 'xstate.after.1000.sms.coolingDown' })
  if (snapshot.matches({ ready: 'throttled' })) all.push({ type: 'xstate.after.1000.sms.ready.throttled' })
  return all
}

type Step = ModelEdge['steps'][number]

/** Graph utilities take the machine untyped: the explored events include the actors' and timers' own. */
const machine: AnyStateMachine = smsMachine

/**
 * Every edge of the graph, each as the shortest path to its exact source snapshot and then the edge itself.
 * `modelEdges` of the shared harness keys its paths by state value alone; here the countdown's tick goes back
 * to `coolingDown` or on to `ready` depending on `secondsLeft`, so the path must reach the right context too.
 * The replay is the harness's own.
 */
function contextualEdges(input: SmsInput, outputs: readonly (SmsSent | null)[]): ModelEdge[] {
  const traversal = { events: events(outputs), input }
  const key = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context })
  const shortest = new Map<string, Step[]>()
  for (const path of getShortestPaths(machine, traversal)) {
    shortest.set(key(path.state as AnyMachineSnapshot), path.steps as Step[])
  }
  const edges = new Map<string, ModelEdge>()
  for (const vertex of Object.values(getAdjacencyMap(machine, traversal))) {
    const from = vertex.state as AnyMachineSnapshot
    const prefix = shortest.get(key(from))
    if (!prefix) throw new Error(`no path to ${key(from)}`)
    for (const next of Object.values(vertex.transitions) as { event: AnyEventObject; state: unknown }[]) {
      const to = next.state as AnyMachineSnapshot
      const name = `${JSON.stringify(from.value)} --${next.event.type}--> ${JSON.stringify(to.value)}`
      if (!edges.has(name)) edges.set(name, { name, steps: [...prefix, { event: next.event, state: to }] })
    }
  }
  return [...edges.values()]
}

describe.each<[string, SmsInput, (SmsSent | null)[]]>([
  ['SMS route', { route: 'sms' }, [{ expiredMinutes: 1 }, null, { expiredMinutes: 2 }]],
  ['phone-auth route', { route: 'phoneAuth' }, [{ verificationId: 'verification-1' }]],
])('sms model, %s', (_, input, outputs) => {
  const edges = contextualEdges(input, outputs)

  test('the paths reach every state and both ends of the countdown', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
    const names = edges.map((edge) => edge.name)
    expect(names).toContain('"coolingDown" --xstate.after.1000.sms.coolingDown--> "coolingDown"')
    expect(names).toContain('"coolingDown" --xstate.after.1000.sms.coolingDown--> {"ready":"open"}')
  })

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(machine, edge, { events: () => [], input })
    actor.stop()
  })
})
