import { shallowEqual, useSelector } from '@xstate/react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/** A flow's connect: its snapshot (none while a session flow does not exist) and `send` → its view-model. */
export type Connect<TActor extends AnyActorRef, TSnapshot, TView> = (
  snapshot: TSnapshot,
  send: TActor['send'],
) => TView

const nowhere = () => undefined

/**
 * The view-model of an actor through its connect: for an actor that a shared instance holds (a catalogue list).
 * The component re-renders only when a field of the view-model changes (shallow comparison); the intents keep
 * their identity for one actor, so they never cause one.
 */
export function useView<
  TActor extends AnyActorRef,
  TSnapshot extends SnapshotFrom<TActor> | undefined,
  TView,
>(actor: TActor | undefined, connect: Connect<TActor, TSnapshot, TView>): TView {
  const send = actor ? actor.send : nowhere
  return useSelector(actor, (snapshot) => connect(snapshot as TSnapshot, send), shallowEqual) as TView
}
