export { createForgotPassword } from './create-forgot-password'
export {
  connectForgotPassword,
  type ForgotPasswordIntents,
  type ForgotPasswordSnapshot,
  type ForgotPasswordView,
  forgotPasswordIntents,
} from './forgot-password.connect'
export { forgotPasswordMachine } from './forgot-password.machine'
export { type ForgotPasswordDeps, provideForgotPassword } from './forgot-password.provide'
export { forgotPasswordMethods } from './forgot-password.rules'
export type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordField,
  ForgotPasswordFields,
  ForgotPasswordInput,
  ResetEmailRequest,
  SetPasswordRequest,
} from './forgot-password.types'
