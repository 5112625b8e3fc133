export {
  type ChangePasswordIntents,
  type ChangePasswordSnapshot,
  type ChangePasswordView,
  changePasswordIntents,
  connectChangePassword,
} from './change-password.connect'
export { changePasswordMachine } from './change-password.machine'
export { type ChangePasswordDeps, provideChangePassword } from './change-password.provide'
export type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordField,
  ChangePasswordFields,
  ChangePasswordInput,
  ChangePasswordRequestInput,
} from './change-password.types'
export { createChangePassword } from './create-change-password'
