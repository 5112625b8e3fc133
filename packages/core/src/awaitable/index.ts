export { BootError } from './boot-error'
export { type SignInCredentials, SignInError, signIn, signOut } from './sign-in'
export { type FlowCondition, FlowTimeoutError, type WaitOptions, waitForFlow } from './wait-for-flow'
export { whenBooted } from './when-booted'
