import { createActor, fromPromise } from 'xstate'
import { saferGambling, sessionResult } from '../../api/rows/safer-gambling'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import type { Portal } from '../../create-portal'
import type { Money } from '../../domain/money'
import { realityCheckMachine } from './reality-check.machine'

/** One per game page visit (screen lifetime); `since` is when the page opened, from the app's clock. */
export function createRealityCheck(portal: Portal, since: string) {
  const { api } = portal.deps
  const machine = realityCheckMachine.provide({
    actors: {
      loadSettings: fromPromise<SaferGambling, void>(({ signal }) =>
        api.call(saferGambling, undefined, { signal }),
      ),
      sessionResult: fromPromise<{ net: Money }, { since: string }>(({ input, signal }) =>
        api.call(sessionResult, input, { signal }),
      ),
    },
  })
  return createActor(machine, { input: { since }, ...portal.deps.actorOptions })
}
