import type { AnyActorRef, Subscription } from 'xstate'
/** Anything the registry can own: an XState actor, or an object with one `stop` (the catalogue). */
export interface OwnedFlow {
  stop(): void
  start?(): unknown
}

/** What the registry reads of a shared flow's declaration (`defineSharedFlow`, in shared-flow.ts). */
interface Declared<TFlow extends OwnedFlow, TLifetime extends FlowLifetime = FlowLifetime> {
  readonly key: string
  readonly lifetime: TLifetime
  create(portal: never): TFlow
}

/**
 * How long a shared flow's actor lives:
 * - `visit`: created on first use, kept for the whole visit (until `portal.stop()`); an actor that has finished
 *   (reached a final state) is replaced by a fresh one the next time it is asked for;
 * - `member`: as `visit`, for visitors too, but stopped and dropped when the member it served signs out or
 *   changes: what it holds (a game being played) was theirs. A visitor signing in keeps it (a free trial signs
 *   its guest account in from the launcher itself);
 * - `session`: exists only while a member is signed in; stopped and dropped on sign-out and on a change of member,
 *   so nothing of one member can ever show for another.
 * - `screen`: one instance for the member (or visitor) and the language in force, while a screen holds it
 *   (`hold`): started by the first holder, stopped when the last lets go, and stopped and made again for whoever
 *   still holds it when the member changes (sign-in, sign-out, another account) or the language does. What a
 *   screen shows in one language for one member never shows for another.
 */
export type FlowLifetime = 'visit' | 'member' | 'session' | 'screen'
type VisitFlow<TFlow extends OwnedFlow> = Declared<TFlow, 'visit' | 'member' | 'screen'>
type SessionFlow<TFlow extends OwnedFlow> = Declared<TFlow, 'session'>
type SharedFlow<TFlow extends OwnedFlow> = Declared<TFlow>

/** The portal's owner of every shared flow: the only place that creates, keeps and stops them. */
export interface FlowRegistry {
  /**
   * The running instance of a shared flow, created and started on first ask. A `session` flow is undefined while
   * no member is signed in. Asking after `stop` throws: the visit is over.
   */
  get<TFlow extends OwnedFlow>(flow: VisitFlow<TFlow>): TFlow
  get<TFlow extends OwnedFlow>(flow: SessionFlow<TFlow>): TFlow | undefined
  get<TFlow extends OwnedFlow>(flow: SharedFlow<TFlow>): TFlow | undefined
  /**
   * A screen holds a `screen` flow while it shows it: the first holder starts the instance, the last to let go
   * (the returned function) stops and drops it. For the other lifetimes it does nothing: the registry keeps them.
   */
  hold(flow: SharedFlow<OwnedFlow>): () => void
  /**
   * Called whenever `get` may answer differently: a member signed in, out or changed, the language changed, or a
   * flow finished.
   */
  subscribe(listener: () => void): () => void
  /** The member the session flows belong to (the account), or null signed out. */
  member(): string | null
  /** How many shared instances are alive (the memory test checks it returns to its baseline). */
  size(): number
  /** Stops every instance; the registry answers nothing afterwards. */
  stop(): void
}

interface Held {
  flow: OwnedFlow
  shared: SharedFlow<OwnedFlow>
  done: boolean
  watch: Subscription | null
  /** How many screens hold a `screen` flow; its instance runs while there is one. */
  holders: number
}

export interface RegistryHost<TPortal> {
  portal: () => TPortal
  /**
   * Calls `onChange` with the signed-in member's account (or null) and the language in force, now and whenever
   * either changes.
   */
  watchScope(onChange: (member: string | null, language: string) => void): () => void
}

const isActor = (flow: OwnedFlow): flow is OwnedFlow & AnyActorRef =>
  typeof (flow as Partial<AnyActorRef>).getSnapshot === 'function' &&
  typeof (flow as Partial<AnyActorRef>).subscribe === 'function'

export function createFlowRegistry<TPortal>(host: RegistryHost<TPortal>): FlowRegistry {
  const held = new Map<string, Held>()
  const listeners = new Set<() => void>()
  let member: string | null = null
  let language: string | undefined
  let stopped = false

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  function drop(key: string) {
    const entry = held.get(key)
    if (!entry) return
    held.delete(key)
    entry.watch?.unsubscribe()
    entry.flow.stop()
  }

  const unwatch = host.watchScope((nextMember, nextLanguage) => {
    const memberLeft = member !== null
    const memberChanged = nextMember !== member
    if (!memberChanged && nextLanguage === language) return
    const first = language === undefined
    member = nextMember
    language = nextLanguage
    if (first) return
    for (const [key, { shared, holders }] of [...held]) {
      const { lifetime } = shared
      // Everything user-bound goes with the member it belonged to; a screen's, with its language too, and is
      // made again for whoever still holds it.
      if (lifetime === 'screen') {
        drop(key)
        if (holders > 0) create(shared, holders)
      } else if (memberChanged && (lifetime === 'session' || (lifetime === 'member' && memberLeft))) drop(key)
    }
    notify()
  })

  /** A screen flow nobody holds yet is made, not started: the screen that holds it starts it. */
  function create<TFlow extends OwnedFlow>(shared: SharedFlow<TFlow>, holders = 0): TFlow {
    const flow = shared.create(host.portal() as never)
    const entry: Held = { flow, shared, done: false, watch: null, holders }
    const screen = shared.lifetime === 'screen'
    held.set(shared.key, entry)
    if (!screen || holders > 0) flow.start?.()
    // A finished screen flow stays while its screen shows it (a form's last word); the others are replaced.
    if (!screen && isActor(flow)) {
      entry.done = flow.getSnapshot().status !== 'active'
      const finished = () => {
        entry.done = true
        notify()
      }
      entry.watch = flow.subscribe({ complete: finished, error: finished })
    }
    return flow
  }

  return {
    get<TFlow extends OwnedFlow>(shared: SharedFlow<TFlow>): TFlow {
      if (stopped) throw new Error(`the portal has stopped: no "${shared.key}" any more`)
      if (shared.lifetime === 'session' && member === null) return undefined as never
      const entry = held.get(shared.key)
      if (entry && !entry.done) return entry.flow as never
      if (entry) drop(shared.key)
      return create(shared)
    },
    hold(shared) {
      if (shared.lifetime !== 'screen' || stopped) return () => undefined
      const entry = held.get(shared.key)
      if (!entry) {
        create(shared, 1)
        // The screen rendered none, or one since let go (StrictMode's second mount): it renders this one.
        notify()
      } else if (++entry.holders === 1) entry.flow.start?.()
      // Called once, by the screen letting go; the holders went with the instance made again on a change.
      return () => {
        const current = held.get(shared.key)
        if (current && --current.holders === 0) drop(shared.key)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    member: () => member,
    size: () => held.size,
    stop() {
      stopped = true
      unwatch()
      for (const key of [...held.keys()]) drop(key)
      listeners.clear()
    },
  }
}
