import type { OwnedFlow, SessionFlow, SharedFlow, VisitFlow } from '@portal/core'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { usePortal } from './PortalProvider'
import { type Connect, useView } from './useView'

/**
 * The running instance of a shared flow from the portal's registry (undefined for a session flow while nobody
 * is signed in). The component follows the registry: a new member, a sign-out, another language (for a screen
 * flow) or a finished flow re-renders it with the instance in force. A screen flow is held while the component
 * is mounted: the registry starts it for the first screen and stops it after the last.
 */
export function useSharedInstance<TFlow extends OwnedFlow>(flow: VisitFlow<TFlow>): TFlow
export function useSharedInstance<TFlow extends OwnedFlow>(flow: SessionFlow<TFlow>): TFlow | undefined
export function useSharedInstance<TFlow extends OwnedFlow>(flow: SharedFlow<TFlow>): TFlow | undefined {
  const { flows } = usePortal()
  const current = useCallback(() => flows.get(flow), [flows, flow])
  const instance = useSyncExternalStore(flows.subscribe, current, current)
  useEffect(() => flows.hold(flow), [flows, flow])
  return instance
}

/**
 * A shared flow's view-model (data and intents) and its actor. Its connect is given no snapshot while the flow
 * does not exist (a session flow signed out), and then intents go nowhere.
 */
export function useSharedFlow<TActor extends AnyActorRef, TView>(
  flow: VisitFlow<TActor>,
  connect: Connect<TActor, SnapshotFrom<TActor>, TView>,
): [TView, TActor]
export function useSharedFlow<TActor extends AnyActorRef, TView>(
  flow: SessionFlow<TActor>,
  connect: Connect<TActor, SnapshotFrom<TActor> | undefined, TView>,
): [TView, TActor | undefined]
export function useSharedFlow<TActor extends AnyActorRef, TView>(
  flow: SharedFlow<TActor>,
  connect: Connect<TActor, SnapshotFrom<TActor> | undefined, TView>,
): [TView, TActor | undefined] {
  const actor = useSharedInstance(flow as SessionFlow<TActor>)
  return [useView(actor, connect), actor]
}
