export { createRealityCheck } from './create-reality-check'
export {
  connectRealityCheck,
  type RealityCheckSnapshot,
  type RealityCheckView,
  realityCheckIntents,
} from './reality-check.connect'
export {
  type RealityCheckContext,
  type RealityCheckEvent,
  realityCheckMachine,
} from './reality-check.machine'
