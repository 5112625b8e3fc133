import { expect, test } from 'vitest'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'

/**
 * Model-based testing for the core's machines: the edges come from the machine's own graph, and each path
 * is replayed on a real actor. Invoked promise actors are replaced by deferreds that the replay settles when
 * the path says `xstate.done.actor.<id>` or `xstate.error.actor.<id>`; `after` delays advance a
 * SimulatedClock. So every state and transition is reached with no DOM, no network and no real time.
 */
export interface ModelOptions {
  /** Events a user (or another flow) can send, given the current snapshot. */
  events: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]
  /** Sample outputs per invoke id: each becomes a done event the graph explores. */
  outputs?: Record<string, readonly unknown[]>
  /** Sample errors per invoke id; default one generic error for every invoke. */
  errors?: Record<string, readonly unknown[]>
  input?: unknown
  /** Invoke ids whose actors are machines or otherwise not promise-like; left as the machine declares them. */
  keepActors?: readonly string[]
  /**
   * Send a delayed event (`xstate.after.…`) to the actor instead of advancing the clock. For machines with
   * timers in parallel (a reconnect backoff beside a "reconnecting" indicator): on one clock the shorter timer
   * fires too, so an edge could not take the longer one alone. Also how named delays are taken.
   */
  sendDelayedEvents?: boolean
}

interface Step {
  event: AnyEventObject
  state: AnyMachineSnapshot
}

export interface ModelEdge {
  /** Human-readable, e.g. `loading --xstate.done.actor.loadMember--> signedIn`. */
  name: string
  steps: readonly Step[]
}

function stateKey(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value)
}

/** Value and context: an edge guarded on context (a countdown's last tick) needs a prefix with that context. */
function vertexKey(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context })
}

function activeNodes(snapshot: AnyMachineSnapshot) {
  return (snapshot as unknown as { _nodes: ReturnType<typeof getStateNodes> })._nodes
}

function machineEvents(options: ModelOptions) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [...options.events(snapshot)]
    for (const node of activeNodes(snapshot)) {
      for (const invoke of node.invoke) {
        if (options.keepActors?.includes(invoke.id)) continue
        for (const output of options.outputs?.[invoke.id] ?? [undefined]) {
          events.push({ type: `xstate.done.actor.${invoke.id}`, output })
        }
        for (const error of options.errors?.[invoke.id] ?? [new Error('scripted failure')]) {
          events.push({ type: `xstate.error.actor.${invoke.id}`, error })
        }
      }
      for (const transition of node.after) events.push({ type: transition.eventType })
    }
    return events
  }
}

/** Every edge of the graph as a path from the initial state: the shortest path to its source, then the edge. */
export function modelEdges(machine: AnyStateMachine, options: ModelOptions): ModelEdge[] {
  const events = machineEvents(options)
  const traversal = { events, input: options.input }
  const shortest = new Map<string, Step[]>()
  for (const path of getShortestPaths(machine, traversal)) {
    const key = vertexKey(path.state as AnyMachineSnapshot)
    const steps = path.steps as Step[]
    const known = shortest.get(key)
    if (!known || known.length > steps.length) shortest.set(key, steps)
  }
  const edges: ModelEdge[] = []
  const seen = new Set<string>()
  const adjacency = getAdjacencyMap(machine, traversal)
  for (const vertex of Object.values(adjacency)) {
    const from = vertex.state as AnyMachineSnapshot
    const prefix = shortest.get(vertexKey(from))
    if (!prefix) continue
    const transitions = Object.values(vertex.transitions) as { state: unknown; event: AnyEventObject }[]
    for (const next of transitions) {
      const to = next.state as AnyMachineSnapshot
      const name = `${stateKey(from)} --${next.event.type}--> ${stateKey(to)}`
      if (seen.has(name)) continue
      seen.add(name)
      edges.push({ name, steps: [...prefix, { event: next.event, state: to }] })
    }
  }
  return edges
}

/** Ids of every state node the edges reach, to assert full state coverage. */
export function reachedStateIds(edges: readonly ModelEdge[]): Set<string> {
  const ids = new Set<string>()
  for (const edge of edges) {
    for (const step of edge.steps) for (const node of activeNodes(step.state)) ids.add(node.id)
  }
  return ids
}

/**
 * Ids of every state node that can be at rest. A transient state (only eventless `always` transitions) is a
 * decision, never a snapshot; its branches are covered by the states they lead to.
 */
export function allStateIds(machine: AnyStateMachine): string[] {
  const isTransient = (node: ReturnType<typeof getStateNodes>[number]) =>
    node.always !== undefined &&
    node.always.length > 0 &&
    node.ownEvents.length === 0 &&
    node.invoke.length === 0
  return getStateNodes(machine)
    .filter((node) => !isTransient(node))
    .map((node) => node.id)
}

interface Deferred {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** Replays an edge on a real actor; returns the actor so the caller can assert more (context, emitted). */
export async function replay(
  machine: AnyStateMachine,
  edge: ModelEdge,
  options: ModelOptions & { onActor?: (actor: AnyActorRef) => void },
): Promise<AnyActorRef> {
  const pending = new Map<string, Deferred>()
  const scripted: Record<string, ReturnType<typeof fromPromise>> = {}
  for (const node of getStateNodes(machine)) {
    for (const invoke of node.invoke) {
      if (options.keepActors?.includes(invoke.id) || typeof invoke.src !== 'string') continue
      scripted[invoke.src] = fromPromise(
        () =>
          new Promise((resolve, reject) => {
            pending.set(invoke.id, { resolve, reject })
          }),
      )
    }
  }
  const clock = new SimulatedClock()
  const actor = createActor(machine.provide({ actors: scripted }), { input: options.input, clock })
  options.onActor?.(actor)
  actor.start()
  for (const step of edge.steps) {
    const { type } = step.event
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)
    const delayed = options.sendDelayedEvents ? null : /^xstate\.after\.(\d+)\./.exec(type)
    if (done?.[1]) settle(pending, done[1]).resolve((step.event as { output?: unknown }).output)
    else if (failed?.[1]) settle(pending, failed[1]).reject((step.event as { error?: unknown }).error)
    else if (delayed?.[1]) clock.increment(Number(delayed[1]))
    else actor.send(step.event)
    await flush()
    const actual = actor.getSnapshot() as AnyMachineSnapshot
    if (stateKey(actual) !== stateKey(step.state)) {
      throw new Error(
        `after ${type}: expected ${stateKey(step.state)}, got ${stateKey(actual)} (${edge.name})`,
      )
    }
  }
  return actor
}

function settle(pending: Map<string, Deferred>, id: string): Deferred {
  const deferred = pending.get(id)
  if (!deferred) throw new Error(`no pending invoke ${id}`)
  pending.delete(id)
  return deferred
}

/** Promise actors settle through microtasks; a macrotask turn lets all of them run. */
function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The two tests every machine's model gets, registered in the caller's `describe`: the paths reach every
 * state, and every edge replays on a real actor.
 */
export function testModel(machine: AnyStateMachine, options: ModelOptions): void {
  const edges = modelEdges(machine, options)

  test('the paths reach every state of the machine', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
  })

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(machine, edge, options)
    actor.stop()
  })
}
