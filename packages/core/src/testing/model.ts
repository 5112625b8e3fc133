import { expect, test } from 'vitest'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'
import { scriptedActors } from './scripted-actors'

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
   * What each transition must do, from the spec, keyed by event type (`login.submit`,
   * `xstate.done.actor.submitLogin`, `xstate.after.1000.…` as `after`): checked on the last step of every path
   * against the context before and after and the events emitted, when the step took a transition (a step
   * that took none must change nothing and emit nothing). Given, every event type the machine handles needs
   * a rule, so a new transition cannot go unchecked.
   */
  rules?: Record<string, (step: RuleStep) => void>
  /**
   * Send a delayed event (`xstate.after.…`) to the actor instead of advancing the clock. For machines with
   * timers in parallel (a reconnect backoff beside a "reconnecting" indicator): on one clock the shorter timer
   * fires too, so an edge could not take the longer one alone. Also how named delays are taken.
   */
  sendDelayedEvents?: boolean
}

/** What a rule sees of the step it judges. */
export interface RuleStep {
  event: AnyEventObject
  before: AnyMachineSnapshot
  after: AnyMachineSnapshot
  /** Events the actor emitted during the step. */
  emitted: readonly AnyEventObject[]
  /** The transitions taken, as `transitionKey` names them. */
  taken: readonly string[]
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
      // The same move with another sample (an agent rather than a member, another answer) may take another
      // guarded transition: kept, so coverage can reach it. Named apart by the sample.
      // So is the same event where it did something (a page turned) and where it was ignored (no page before),
      // and where the context chose another guarded transition (a refusal undone, or one already taken back).
      const changed = JSON.stringify(from.context) !== JSON.stringify(to.context)
      const chosen = machine.getTransitionData(from as never, next.event).map(transitionKey)
      const key = `${name} ${JSON.stringify(next.event)} ${changed} ${chosen}`
      if (seen.has(key)) continue
      seen.add(key)
      const repeats = edges.filter((edge) => edge.name === name || edge.name.startsWith(`${name} (`)).length
      edges.push({
        name: repeats === 0 ? name : `${name} (sample ${repeats + 1})`,
        steps: [...prefix, { event: next.event, state: to }],
      })
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

/**
 * A transition of the machine, named by its source state, its event and its place among that event's
 * transitions (guarded alternatives), with its targets: `login.editing login.submit#1 → login.submitting`.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source
  const list =
    transition.eventType === ''
      ? (source.always ?? [])
      : ((source.transitions.get(transition.eventType) as AnyTransitionDefinition[] | undefined) ?? [])
  const targets = (transition.target ?? []).map((target) => target.id).join(', ')
  const event = transition.eventType === '' ? 'always' : transition.eventType
  return `${source.id} ${event}#${list.indexOf(transition)} → ${targets || '(stays)'}`
}

/** Every transition the machine declares (on, invoke done and error, after, always, onDone of a state). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of getStateNodes(machine)) {
    for (const list of node.transitions.values())
      for (const transition of list as AnyTransitionDefinition[]) keys.push(transitionKey(transition))
    for (const transition of node.always ?? []) keys.push(transitionKey(transition))
  }
  return keys
}

/** Transitions taken by replays, per machine id: the coverage figure each model test reports. */
const coverage = new Map<string, Set<string>>()

export interface Replayed {
  actor: AnyActorRef
  /** The transitions every step took, in order. */
  taken: string[]
}

/** Replays an edge on a real actor; returns the actor so the caller can assert more (context, emitted). */
export async function replay(
  machine: AnyStateMachine,
  edge: ModelEdge,
  options: ModelOptions & { onActor?: (actor: AnyActorRef) => void },
): Promise<AnyActorRef> {
  return (await replayTaking(machine, edge, options)).actor
}

/** Like `replay`, recording the transitions taken and checking the last step against the rules. */
export async function replayTaking(
  machine: AnyStateMachine,
  edge: ModelEdge,
  options: ModelOptions & { onActor?: (actor: AnyActorRef) => void },
): Promise<Replayed> {
  const { actors, pending } = scriptedActors(machine, options.keepActors)
  const clock = new SimulatedClock()
  const taken: string[] = []
  let stepTaken: string[] = []
  let root: AnyActorRef | undefined
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== root) return
    for (const transition of inspection._transitions) stepTaken.push(transitionKey(transition))
  }
  const actor = createActor(machine.provide({ actors }), { input: options.input, clock, inspect })
  root = actor
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  options.onActor?.(actor)
  actor.start()
  taken.push(...stepTaken, ...initialAlways(machine, actor.getSnapshot() as AnyMachineSnapshot))
  for (const [index, step] of edge.steps.entries()) {
    const before = actor.getSnapshot() as AnyMachineSnapshot
    stepTaken = []
    emitted.length = 0
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
    taken.push(...stepTaken)
    const last = index === edge.steps.length - 1
    if (last && options.rules && stepTaken.length === 0) {
      // An event no transition takes changes nothing and says nothing.
      expect(actual.context, `${type} was ignored yet changed the context`).toEqual(before.context)
      expect(emitted, `${type} was ignored yet emitted`).toEqual([])
    } else if (last && options.rules) {
      const rule = options.rules[ruleName(type)]
      if (!rule) throw new Error(`no rule for ${ruleName(type)} (${edge.name})`)
      rule({ event: step.event, before, after: actual, emitted: [...emitted], taken: [...stepTaken] })
    }
  }
  const covered = coverage.get(machine.id) ?? new Set<string>()
  for (const key of taken) covered.add(key)
  coverage.set(machine.id, covered)
  return { actor, taken }
}

/**
 * The eventless transition an initial transient state took on start (the session's `restoring`): xstate
 * reports no microstep for the initial macrostep, so it is read from the states the actor started in.
 */
function initialAlways(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const active = new Set(activeNodes(snapshot).map((node) => node.id))
  let node = machine.root as ReturnType<typeof getStateNodes>[number] | undefined
  while (node?.initial?.target?.[0]) {
    const entered: ReturnType<typeof getStateNodes>[number] = node.initial.target[0]
    const always = (entered.always ?? []) as AnyTransitionDefinition[]
    const taken = always.find((t) => (t.target ?? []).every((target) => active.has(target.id)))
    if (taken) return [transitionKey(taken)]
    node = entered
  }
  return []
}

/** The rule a step answers to: its event type, with the delay's own id dropped (`after`). */
function ruleName(type: string): string {
  return /^xstate\.after\./.test(type) ? 'after' : type
}

function settle(pending: ReturnType<typeof scriptedActors>['pending'], id: string) {
  const index = pending.findLastIndex((call) => call.id === id)
  const call = pending[index]
  if (!call) throw new Error(`no pending invoke ${id}`)
  pending.splice(index, 1)
  return call
}

/** Promise actors settle through microtasks; a macrotask turn lets all of them run. */
function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The tests every machine's model gets, registered in the caller's `describe`: the paths reach every state,
 * every edge replays on a real actor (and, with `rules`, does what its rule says). Call
 * `testTransitionCoverage` after the last model of a machine to require all its transitions taken.
 */
export function testModel(machine: AnyStateMachine, options: ModelOptions): void {
  const edges = modelEdges(machine, options)

  test('the paths reach every state of the machine', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
  })

  if (options.rules) {
    const rules = options.rules
    test('every event type the machine handles has a rule', () => {
      const handled = new Set(
        allTransitions(machine).map((key) => ruleName(key.split(' ')[1]?.replace(/#\d+$/, '') ?? '')),
      )
      handled.delete('always')
      expect([...handled].filter((type) => !(type in rules)).sort()).toEqual([])
    })
  }

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const { actor } = await replayTaking(machine, edge, options)
    actor.stop()
  })
}

/**
 * Registered after a machine's models: every transition it declares was taken by some replayed path. Prints
 * the figure (`login: 41/41 transitions`) and fails with the list of the ones no path took.
 */
export function testTransitionCoverage(machine: AnyStateMachine, exempt: Record<string, string> = {}): void {
  test(`every transition of ${machine.id} is taken by a replayed path`, () => {
    const all = allTransitions(machine)
    const covered = coverage.get(machine.id) ?? new Set<string>()
    const missing = all.filter((key) => !covered.has(key) && !(key in exempt))
    console.info(`${machine.id}: ${all.length - missing.length}/${all.length} transitions covered`)
    expect(missing).toEqual([])
  })
}

/**
 * A random port for a machine that draws an idempotency key per action: its values come round again (a cycle of
 * 36), so the keys do too and the model's graph of contexts stays finite. A machine's tests pick the `step` that
 * walks its keys in the order they expect.
 */
export function cyclingRandom(step = 7): () => number {
  let tick = 0
  return () => {
    tick = (tick + step) % 36
    return tick / 36
  }
}
