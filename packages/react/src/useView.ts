import { shallowEqual, useSelector } from '@xstate/react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * Any flow actor through its connect function: the component re-renders only when the view-model's fields
 * change (shallow comparison), not on every snapshot.
 */
export function useView<TActor extends AnyActorRef | undefined, TView>(
  actor: TActor,
  connect: (snapshot: TActor extends AnyActorRef ? SnapshotFrom<TActor> : undefined) => TView,
): TView {
  return useSelector(actor, connect as never, shallowEqual) as TView
}
