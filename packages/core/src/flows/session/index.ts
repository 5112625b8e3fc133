export { connectSession, type SessionSnapshot, type SessionView } from './session.connect'
export { sessionMachine } from './session.machine'
export type { SessionContext, SessionEvent, SessionInput } from './session.types'
