import type { Portal } from '@portal/core'
import { type DependencyList, useEffect, useRef, useState } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { usePortal } from './PortalProvider'
import { type Connect, useView } from './useView'

interface Held<TActor> {
  actor: TActor | undefined
  deps: DependencyList
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * A screen's own flow (a form, a list, a records query): created with the screen, started when it mounts,
 * stopped when it unmounts, and created anew when one of `deps` changes (another vendor, another page). `create`
 * may answer null when the screen has nothing to load; its connect then sees no snapshot.
 * Returns the view-model (data and intents) and the actor, for the flow's emitted events.
 */
export function useFlow<TActor extends AnyActorRef, TView>(
  create: (portal: Portal) => TActor,
  connect: Connect<TActor, SnapshotFrom<TActor>, TView>,
  deps?: DependencyList,
): [TView, TActor]
export function useFlow<TActor extends AnyActorRef, TView>(
  create: (portal: Portal) => TActor | null,
  connect: Connect<TActor, SnapshotFrom<TActor> | undefined, TView>,
  deps?: DependencyList,
): [TView, TActor | undefined]
export function useFlow<TActor extends AnyActorRef, TView>(
  create: (portal: Portal) => TActor | null,
  connect: Connect<TActor, SnapshotFrom<TActor> | undefined, TView>,
  deps: DependencyList = [],
): [TView, TActor | undefined] {
  const portal = usePortal()
  const latest = useRef(create)
  latest.current = create
  const [held, setHeld] = useState<Held<TActor>>(() => ({ actor: create(portal) ?? undefined, deps }))
  let current = held
  if (!sameDeps(held.deps, deps)) {
    current = { actor: create(portal) ?? undefined, deps }
    setHeld(current)
  }
  const { actor } = current
  useEffect(() => {
    if (!actor) return
    // StrictMode mounts twice and a stopped actor cannot start again: the screen then gets a fresh one.
    if (actor.getSnapshot().status === 'stopped') {
      setHeld((last) => ({ actor: latest.current(portal) ?? undefined, deps: last.deps }))
      return
    }
    actor.start()
    return () => actor.stop()
  }, [actor, portal])
  return [useView(actor, connect), actor]
}
