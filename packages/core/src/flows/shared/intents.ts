import type { EventObject } from 'xstate'

/** An actor's `send`, as a connect receives it. */
export type Send<TEvent extends EventObject> = (event: TEvent) => void

/**
 * Declares a flow's intents (`api.submit()`, `api.toggle(game)`): what a view may ask, so no view builds an
 * event object by hand. Built once per `send`, so a view-model's intents keep their identity between snapshots
 * and a shallow comparison of two view-models sees only what changed.
 */
export function defineIntents<TEvent extends EventObject, TIntents extends object>(
  build: (send: Send<TEvent>) => TIntents,
): (send?: Send<TEvent>) => TIntents {
  const built = new WeakMap<Send<TEvent>, TIntents>()
  return (send = unbound) => {
    let intents = built.get(send)
    if (!intents) {
      intents = build(send)
      built.set(send, intents)
    }
    return intents
  }
}

/** A connect called with a snapshot alone (a test of its data) has intents that refuse to be used. */
function unbound(event: EventObject): never {
  throw new Error(`"${event.type}" was asked of a view-model connected without the actor's send`)
}

/** A flow's connect: what `useFlow` calls with each snapshot and the actor's `send`. */
export type Connect<TSnapshot, TEvent extends EventObject, TViewModel> = (
  snapshot: TSnapshot,
  send?: Send<TEvent>,
) => TViewModel

/**
 * Builds a flow's connect: snapshot → the view-model a view renders, with the flow's intents bound to the actor's
 * `send`. Pure. Every connect is this merge of one view-model and one set of intents, so it is written once.
 */
export function defineConnect<
  TSnapshot,
  TView extends object,
  TEvent extends EventObject,
  TIntents extends object,
>(
  viewOf: (snapshot: TSnapshot) => TView,
  intents: (send?: Send<TEvent>) => TIntents,
): Connect<TSnapshot, TEvent, TView & TIntents> {
  return (snapshot, send) => ({ ...viewOf(snapshot), ...intents(send) })
}
