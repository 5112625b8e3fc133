import { createActor, fromPromise } from 'xstate'
import { identityVerification, uploadIdentityImages } from '../../api/endpoints'
import type { Identity, UploadIdentityRequest } from '../../api/schemas/identity'
import type { Portal } from '../../create-portal'
import { identityMachine } from './identity.machine'

/** The identity verification page bound to the API. */
export function createIdentity(portal: Portal) {
  const { api } = portal.deps
  const machine = identityMachine.provide({
    actors: {
      loadIdentity: fromPromise(({ signal }) => api.call(identityVerification, undefined, { signal })),
      uploadIdentity: fromPromise<Identity, UploadIdentityRequest>(({ input, signal }) =>
        api.call(uploadIdentityImages, input, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
