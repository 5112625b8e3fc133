import type { AnyActorRef, InspectionEvent } from '../../packages/core/src/dev'
import { changedPairs, errorText, type Leaves, leaves, payloadText } from './context-diff'
import type { Palette } from './palette'
import { formatValue } from './state-path'

/**
 * Follows every machine actor of a run through XState's inspection events: prints each event an actor
 * receives, each state it enters with what changed in its context, and what it emits (navigate, notice…);
 * and keeps the live actors by name (their machine id: `portal`, `session`, `login`…) for `send` and `wait`.
 */
export interface FlowWatch {
  inspect(event: InspectionEvent): void
  actor(name: string): AnyActorRef | undefined
  names(): string[]
  /** Called (in a microtask, once snapshots are current) after anything happened. */
  onChange(listener: () => void): () => void
  /** When the last inspection event arrived (ms since the epoch): a run is settled when this is old. */
  lastActivity(): number
  /** Every live actor's state and non-empty context, for step-by-step mode. */
  snapshotLines(): string[]
}

interface Seen {
  value: string
  context: Leaves
  status: string
}

const nameWidth = 15

/** Machines have an id; promise and callback actors do not, and stay out of the log. */
function machineName(ref: AnyActorRef): string | undefined {
  const id = (ref as { logic?: { id?: unknown } }).logic?.id
  return typeof id === 'string' ? id : undefined
}

export function watchFlow(write: (line: string) => void, paint: Palette): FlowWatch {
  const live = new Map<string, AnyActorRef>()
  const names = new WeakMap<AnyActorRef, string>()
  const seen = new WeakMap<AnyActorRef, Seen>()
  const listeners = new Set<() => void>()
  let lastActivity = Date.now()

  const line = (name: string, mark: string, text: string) =>
    write(`${paint.actor(name.padEnd(nameWidth))} ${mark} ${text}`)

  function register(ref: AnyActorRef) {
    const name = machineName(ref)
    if (!name) return
    names.set(ref, name)
    live.set(name, ref)
    line(name, paint.dim('●'), paint.dim('started'))
    ref.on('*', (emitted: { type: string }) => {
      const { type, ...payload } = emitted
      line(name, paint.emitted('⇢'), joined(paint.emitted(type), paint.dim(payloadText(payload))))
    })
  }

  function received(event: Extract<InspectionEvent, { type: '@xstate.event' }>) {
    const name = names.get(event.actorRef as AnyActorRef)
    // A child's snapshots reach its parent as events; the child's own state lines already say it.
    if (!name || event.event.type === 'xstate.init' || event.event.type.startsWith('xstate.snapshot.')) return
    const { type, ...payload } = event.event
    const from = event.sourceRef && names.get(event.sourceRef as AnyActorRef)
    const source = from && from !== name ? paint.dim(`(from ${from})`) : ''
    line(name, paint.event('←'), joined(paint.event(type), paint.dim(payloadText(payload)), source))
  }

  function entered(event: Extract<InspectionEvent, { type: '@xstate.snapshot' }>) {
    const ref = event.actorRef as AnyActorRef
    const name = names.get(ref)
    // Stopping is the run ending (or a parent leaving the state that invoked it): nothing to read there.
    if (!name || event.snapshot.status === 'stopped') return
    const snapshot = event.snapshot as { value?: unknown; context?: unknown; status: string; error?: unknown }
    const now: Seen = {
      value: formatValue(snapshot.value),
      context: leaves(snapshot.context),
      status: snapshot.status,
    }
    const before = seen.get(ref)
    seen.set(ref, now)
    const pairs = changedPairs(now.context, before?.context).map(paint.dim).join('  ')
    if (snapshot.status === 'error')
      line(name, paint.fail('✗'), paint.fail(`error ${errorText(snapshot.error)}`))
    else if (!before || before.value !== now.value || before.status !== now.status) {
      const done = snapshot.status === 'done' ? paint.dim(' (final)') : ''
      line(name, paint.state('▸'), joined(`${paint.state(now.value)}${done}`, pairs))
    } else if (pairs) line(name, ' ', pairs)
  }

  return {
    inspect(event) {
      lastActivity = Date.now()
      if (event.type === '@xstate.actor') register(event.actorRef as AnyActorRef)
      else if (event.type === '@xstate.event') received(event)
      else if (event.type === '@xstate.snapshot') entered(event)
      queueMicrotask(() => {
        for (const listener of listeners) listener()
      })
    },
    actor: (name) => live.get(name),
    names: () => [...live.keys()],
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    lastActivity: () => lastActivity,
    snapshotLines() {
      return [...live].map(([name, ref]) => {
        const snapshot = ref.getSnapshot() as { value?: unknown; context?: unknown; status: string }
        const pairs = changedPairs(leaves(snapshot.context), undefined).map(paint.dim).join('  ')
        const status = snapshot.status === 'active' ? '' : paint.dim(` (${snapshot.status})`)
        return joined(
          paint.actor(name.padEnd(nameWidth)),
          `${paint.state(formatValue(snapshot.value))}${status}`,
          pairs,
        )
      })
    },
  }
}

/** Parts of a line, two spaces apart, leaving out empty ones. */
function joined(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('  ')
}
