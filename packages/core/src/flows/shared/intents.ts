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
