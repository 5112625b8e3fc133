import type { ErrorActorEvent } from 'xstate'

// Its own module: the first page's machines keep an error this way, and importing it from failure.ts put the
// failure mapper (which only later pages need) into the first page's bytes.
/** An invoked step's error, as the params of the action that keeps it (`onError: { actions: { params: errorOf } }`). */
export const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error
