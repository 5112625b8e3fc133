export {
  connectSession,
  mustChangePassword,
  type SessionIntents,
  type SessionSnapshot,
  type SessionView,
  sessionIntents,
} from './session.connect'
export { sessionMachine } from './session.machine'
export type { SessionContext, SessionEvent, SessionInput } from './session.types'
