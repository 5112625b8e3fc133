export {
  type BootIntents,
  type BootView,
  bootIntents,
  connectBoot,
  type PortalSnapshot,
} from './portal.connect'
export { portalMachine } from './portal.machine'
export type { PortalContext, PortalEvent, PortalInput } from './portal.types'
