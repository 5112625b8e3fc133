import { fromPromise } from 'xstate'

/**
 * Placeholder for an actor a machine declares but cannot implement itself (it needs the API or a port).
 * `createPortal` provides the real one; tests provide scripted ones. Failing loudly beats a silent default.
 */
export function notProvided<Output, Input = void>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} was not provided: create the actor through createPortal() or .provide() it`)
  })
}

/**
 * The same for a side-effecting action (writing a store): declared by the machine, provided by the caller.
 * `Params`: what the machine passes it, when it passes anything.
 */
export function actionNotProvided<Params = undefined>(name: string) {
  return (_: unknown, _params: Params): void => {
    throw new Error(`${name} was not provided: create the actor through createPortal() or .provide() it`)
  }
}
