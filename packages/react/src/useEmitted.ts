import { useEffect, useRef } from 'react'
import type { ActorRef, AnyActorRef, EventObject, Snapshot } from 'xstate'

type EmittedOf<TActor> =
  TActor extends ActorRef<Snapshot<unknown>, infer _TEvent, infer TEmitted extends EventObject>
    ? TEmitted
    : never

/**
 * Runs `handler` for each event of `type` the actor emits (navigation, notices). The latest handler is used
 * without resubscribing, so callers need not memoise it.
 */
export function useEmitted<TActor extends AnyActorRef, TType extends EmittedOf<TActor>['type']>(
  actor: TActor | undefined,
  type: TType,
  handler: (event: Extract<EmittedOf<TActor>, { type: TType }>) => void,
): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    if (!actor) return
    const subscription = actor.on(type, (event) =>
      latest.current(event as Extract<EmittedOf<TActor>, { type: TType }>),
    )
    return () => subscription.unsubscribe()
  }, [actor, type])
}
