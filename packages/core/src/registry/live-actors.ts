import type { ActorRefLike, InspectionEvent } from 'xstate'

/** The portal's own observer of XState's inspection events, counting the actors that are alive. */
interface LiveActorCount {
  inspect(event: InspectionEvent): void
  count(): number
}

/**
 * Counts every actor started in a system the portal's `inspect` option reaches (the portal and its session, each
 * shared and screen flow, and whatever they invoke or spawn) that has not yet stopped, finished or failed.
 *
 * XState reports both ends through inspection: a start is the actor's `xstate.init` event, an end the snapshot
 * that answers `xstate.stop` or is no longer active. Starts are counted rather than creations because an actor
 * made and dropped unstarted (React's StrictMode calls a state initialiser twice) is never alive. The set holds
 * only live actors, which their owners hold anyway, so it keeps nothing alive that would otherwise go.
 */
export function liveActorCount(): LiveActorCount {
  const live = new Set<ActorRefLike>()
  return {
    inspect(event) {
      if (event.type === '@xstate.event') {
        if (event.event.type === 'xstate.init') live.add(event.actorRef)
      } else if (
        event.type === '@xstate.snapshot' &&
        (event.event.type === 'xstate.stop' || (event.snapshot as { status?: string }).status !== 'active')
      )
        live.delete(event.actorRef)
    },
    count() {
      // A transition that throws ends its actor with no snapshot event (XState tells only its observers).
      for (const actor of live) if (actor.getSnapshot().status !== 'active') live.delete(actor)
      return live.size
    },
  }
}
