import { type ActorRefFrom, createActor, fromPromise } from 'xstate'
import { authenticatorStatus, bindAuthenticator, verifyAuthenticator } from '../../api/endpoints'
import type { AuthenticatorPurpose } from '../../api/schemas/security'
import type { resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'
import { twoFactorMachine } from './two-factor.machine'

/**
 * The authenticator panel bound to the API; each change refreshes the summary the screen hands it (the security
 * centre's checklist, a resource of the same screen), as its other forms do.
 */
export function createTwoFactor(portal: Portal, overview?: ActorRefFrom<typeof resourceMachine>) {
  const { api } = portal.deps
  const machine = twoFactorMachine.provide({
    actors: {
      loadStatus: fromPromise(({ signal }) => api.call(authenticatorStatus, undefined, { signal })),
      issueSecret: fromPromise(({ signal }) => api.call(bindAuthenticator, undefined, { signal })),
      verify: fromPromise<unknown, { purpose: AuthenticatorPurpose; code: string }>(({ input, signal }) =>
        api.call(verifyAuthenticator, input, { signal }),
      ),
    },
    actions: { afterChange: () => overview?.send({ type: 'resource.refresh' }) },
  })
  return createActor(machine, portal.deps.actorOptions)
}
