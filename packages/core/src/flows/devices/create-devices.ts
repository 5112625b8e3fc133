import { createActor, fromPromise } from 'xstate'
import { loginSessions, revokeLoginSession } from '../../api/endpoints'
import { isApiError } from '../../api/errors'
import type { Portal } from '../../create-portal'
import { devicesMachine } from './devices.machine'

/**
 * The devices page bound to the API. Signing out all others is one `revokeLoginSession` per session, in order;
 * a session that ended meanwhile (`unknown_session`) is what was wanted, so it does not stop the rest.
 */
export function createDevices(portal: Portal) {
  const { api } = portal.deps
  const machine = devicesMachine.provide({
    actors: {
      loadSessions: fromPromise(({ signal }) => api.call(loginSessions, undefined, { signal })),
      revokeSessions: fromPromise<unknown, { ids: string[] }>(async ({ input, signal }) => {
        for (const id of input.ids) {
          try {
            await api.call(revokeLoginSession, { id }, { signal })
          } catch (error) {
            if (!(isApiError(error) && error.code === 'unknown_session')) throw error
          }
        }
        return null
      }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
