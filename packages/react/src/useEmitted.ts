import { useEffect, useRef } from 'react'
import type { EventObject } from 'xstate'

interface Emitter<TEmitted extends EventObject> {
  on<TType extends TEmitted['type']>(
    type: TType,
    handler: (event: Extract<TEmitted, { type: TType }>) => void,
  ): { unsubscribe(): void }
}

/**
 * Runs `handler` for each event of `type` the actor emits (navigation, notices). The latest handler is used
 * without resubscribing, so callers need not memoise it.
 */
export function useEmitted<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: Emitter<TEmitted> | undefined,
  type: TType,
  handler: (event: Extract<TEmitted, { type: TType }>) => void,
): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    if (!actor) return
    const subscription = actor.on(type, (event) => latest.current(event))
    return () => subscription.unsubscribe()
  }, [actor, type])
}
