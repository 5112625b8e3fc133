export { createSaferGambling } from './create-safer-gambling'
export {
  connectSaferGambling,
  type LimitRow,
  type SaferGamblingIntents,
  type SaferGamblingSnapshot,
  type SaferGamblingView,
  saferGamblingIntents,
} from './safer-gambling.connect'
export { saferGamblingMachine } from './safer-gambling.machine'
export { provideSaferGambling } from './safer-gambling.provide'
export { coolingOffHours, exclusionChoices, limitKeys } from './safer-gambling.rules'
export type { Exclusion, LimitKey, SaferContext, SaferEvent } from './safer-gambling.types'
