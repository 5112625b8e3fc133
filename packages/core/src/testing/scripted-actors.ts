import { type AnyStateMachine, fromPromise } from 'xstate'
import { getStateNodes } from 'xstate/graph'

/** A call an invoked promise actor made, waiting for the test to answer it. */
export interface ScriptedCall {
  /** The invoke id, as in `xstate.done.actor.<id>`. */
  id: string
  input: unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Every promise actor a machine invokes, replaced by one that waits in `pending` until the test answers it. A
 * call whose state was left (its actor stopped) drops out: nobody is waiting for its answer any more.
 */
export function scriptedActors(machine: AnyStateMachine, keepActors: readonly string[] = []) {
  const pending: ScriptedCall[] = []
  const actors: Record<string, ReturnType<typeof fromPromise>> = {}
  for (const node of getStateNodes(machine)) {
    for (const invoke of node.invoke) {
      if (keepActors.includes(invoke.id) || typeof invoke.src !== 'string') continue
      const id = invoke.id
      actors[invoke.src] = fromPromise(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const call = { id, input, resolve, reject }
            pending.push(call)
            signal.addEventListener('abort', () => {
              const index = pending.indexOf(call)
              if (index >= 0) pending.splice(index, 1)
            })
          }),
      )
    }
  }
  return { actors, pending }
}
