export { createTwoFactor } from './create-two-factor'
export {
  connectTwoFactor,
  type TwoFactorIntents,
  type TwoFactorSnapshot,
  type TwoFactorView,
  twoFactorIntents,
} from './two-factor.connect'
export { twoFactorMachine } from './two-factor.machine'
export { codeIssue, otpauthUri, secretGroups } from './two-factor.rules'
export type { TwoFactorContext, TwoFactorEvent } from './two-factor.types'
