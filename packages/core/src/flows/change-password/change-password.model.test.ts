import { describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths, type getStateNodes } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { allStateIds, type ModelEdge, type ModelOptions, reachedStateIds, replay } from '../../testing/model'
import { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordContext } from './change-password.types'

/**
 * The harness's `modelEdges`, but each edge starts from the shortest path to its own source *vertex* (state
 * value and context), not to any vertex with the same value. Submit's guard reads the form in context, so an
 * edge replayed from another vertex of the same value takes another branch (same helper as the login model
 * test's). Events are generated exactly as the harness does; `replay` is the harness's.
 */
function vertexEdges(machine: AnyStateMachine, options: ModelOptions): ModelEdge[] {
  const traversal = { events: withActorEvents(options), input: options.input }
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context])
  const stateValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)
  const prefixes = new Map<string, ModelEdge['steps']>()
  for (const path of getShortestPaths(machine, traversal))
    prefixes.set(key(path.state as AnyMachineSnapshot), path.steps as ModelEdge['steps'])
  const edges = new Map<string, ModelEdge>()
  for (const vertex of Object.values(getAdjacencyMap(machine, traversal))) {
    const from = vertex.state as AnyMachineSnapshot
    const prefix = prefixes.get(key(from))
    if (!prefix) continue
    for (const next of Object.values(vertex.transitions) as { event: AnyEventObject; state: unknown }[]) {
      const to = next.state as AnyMachineSnapshot
      const name = `${stateValue(from)} --${next.event.type}--> ${stateValue(to)}`
      const steps = [...prefix, { event: next.event, state: to }]
      const known = edges.get(name)
      if (!known || known.steps.length > steps.length) edges.set(name, { name, steps })
    }
  }
  return [...edges.values()]
}

function withActorEvents(options: ModelOptions) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [...options.events(snapshot)]
    const nodes = (snapshot as unknown as { _nodes: ReturnType<typeof getStateNodes> })._nodes
    for (const node of nodes) {
      for (const invoke of node.invoke) {
        if (options.keepActors?.includes(invoke.id)) continue
        for (const output of options.outputs?.[invoke.id] ?? [undefined])
          events.push({ type: `xstate.done.actor.${invoke.id}`, output })
        for (const error of options.errors?.[invoke.id] ?? [new Error('scripted failure')])
          events.push({ type: `xstate.error.actor.${invoke.id}`, error })
      }
      for (const transition of node.after) events.push({ type: transition.eventType })
    }
    return events
  }
}

const machine = changePasswordMachine.provide({ actions: { reloadMember: () => {} } })

/** One sample per empty field (two for the confirmation: a match and a mismatch), then submit. */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields } = snapshot.context as ChangePasswordContext
  const change = (field: string, value: string) => ({ type: 'changePassword.change', field, value })
  const events: AnyEventObject[] = [{ type: 'changePassword.submit' }]
  if (fields.oldPassword === '') events.push(change('oldPassword', 'Demo1234'))
  else if (fields.newPassword === '') events.push(change('newPassword', 'Fresh5678'))
  else if (fields.confirmNewPassword === '')
    events.push(change('confirmNewPassword', 'Fresh5678'), change('confirmNewPassword', 'Other5678'))
  return events
}

const options = (knownOldPassword: string | null) => ({
  events: userEvents,
  input: { knownOldPassword },
  outputs: { changePassword: [null] },
  errors: {
    changePassword: [
      new ApiError({ kind: 'business', endpoint: 'changePassword', code: 'wrong_old_password' }),
      networkDown,
    ],
  },
})

describe.each([
  ['old password typed', null],
  ['old password known from the login', '{secret}'],
])('change-password model: %s', (_, known) => {
  const model = options(known)
  const edges = vertexEdges(machine, model)

  test('the paths reach every state of the machine', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
  })

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(machine, edge, model)
    actor.stop()
  })
})
