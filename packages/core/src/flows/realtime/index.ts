export { createRealtime, memberTopic, realtimeFlow } from './create-realtime'
export { backoffDelay } from './realtime.backoff'
export {
  connectRealtime,
  type RealtimeIntents,
  type RealtimeSnapshot,
  type RealtimeView,
  realtimeIntents,
} from './realtime.connect'
export { channelConnection } from './realtime.connection'
export { realtimeMachine, reconnectingNoticeMs } from './realtime.machine'
export {
  type ParsedRealtimeMessage,
  parseRealtimeMessage,
  type RealtimeMessage,
  type RealtimeMessageType,
  realtimeMessageTypes,
} from './realtime.messages'
export { type RealtimeReaction, reactionTo } from './realtime.reactions'
export type { RealtimeContext, RealtimeEmitted, RealtimeEvent, RealtimeInput } from './realtime.types'
