import { useEffect, useRef, useState } from 'react'
import type { AnyActorRef } from 'xstate'

/**
 * An actor that lives as long as the component: created and started in an effect, stopped on unmount.
 * Created inside the effect because a stopped actor cannot restart, and StrictMode mounts twice.
 * Undefined until the first effect ran.
 */
export function useStartedActor<TActor extends AnyActorRef>(create: () => TActor): TActor | undefined {
  const [actor, setActor] = useState<TActor>()
  const latest = useRef(create)
  latest.current = create
  useEffect(() => {
    const started = latest.current()
    started.start()
    setActor(started)
    return () => started.stop()
  }, [])
  return actor
}
