import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { excludeSelf, saferGambling, setGamblingLimit, setRealityCheck } from '../../api/rows/safer-gambling'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import { saferGamblingMachine } from './safer-gambling.machine'

/** The machine bound to its calls; `endSession` signs the member out once an exclusion applies. */
export function provideSaferGambling(api: ApiClient, endSession: () => void) {
  const load = fromPromise<SaferGambling, void>(({ signal }) =>
    api.call(saferGambling, undefined, { signal }),
  )
  return saferGamblingMachine.provide({
    actors: {
      load,
      refresh: load,
      saveLimit: fromPromise(({ input, signal }) => api.call(setGamblingLimit, input, { signal })),
      saveReminder: fromPromise(({ input, signal }) => api.call(setRealityCheck, input, { signal })),
      exclude: fromPromise(({ input, signal }) => api.call(excludeSelf, input, { signal })),
    },
    actions: { endSession },
  })
}
