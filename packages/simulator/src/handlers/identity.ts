import { identityView, submitIdentity } from '../identity/identity'
import type { Handle } from '../route'
import { mustBeSignedIn } from './member'

/** Identity verification (issue 32): the ID's two sides sent for the back office's review, and its status. */
export function identityHandlers(handle: Handle): void {
  handle('identityVerification', (_input, { store, member }) => identityView(store, mustBeSignedIn(member)))

  handle('uploadIdentityImages', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const refused = submitIdentity(store, signedIn, input)
    if (refused) return refused
    return identityView(store, signedIn)
  })
}
