export { createRegister } from './create-register'
export {
  connectRegister,
  type RegisterFieldView,
  type RegisterIntents,
  type RegisterSnapshot,
  type RegisterView,
  registerIntents,
} from './register.connect'
export { registerMachine } from './register.machine'
export {
  provideRegister,
  provideRegisterSms,
  type RegisterDeps,
  registerRulesCacheKey,
} from './register.provide'
export { registerModes } from './register.rules'
export type {
  RegisterContext,
  RegisterEvent,
  RegisterField,
  RegisterFields,
  RegisterFlags,
  RegisterInput,
  RegisterOutcome,
  RegisterSettings,
  RegisterSite,
  RegisterSubmission,
} from './register.types'
export { registerSubmitMachine } from './register-submit.machine'
