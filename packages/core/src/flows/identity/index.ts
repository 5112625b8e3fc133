export { createIdentity } from './create-identity'
export {
  connectIdentity,
  type IdentityIntents,
  type IdentitySideView,
  type IdentitySnapshot,
  type IdentityView,
  identityIntents,
} from './identity.connect'
export { identityMachine } from './identity.machine'
export { canUpload as identityCanUpload, pickSide } from './identity.rules'
export type { IdentityContext, IdentityEvent, IdentitySide } from './identity.types'
