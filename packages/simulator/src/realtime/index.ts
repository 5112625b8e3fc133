export {
  createRealtimeHub,
  type HubConnection,
  type HubSocket,
  memberTopic,
  type RealtimeHub,
  type RealtimeWireMessage,
} from './hub'
export { parseFrames, type StompFrame, serializeFrame } from './stomp'
export { realtimeWatch } from './watch'
