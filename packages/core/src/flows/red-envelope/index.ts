export { createRedEnvelope } from './create-red-envelope'
export {
  connectRedEnvelope,
  type RedEnvelopeIntents,
  type RedEnvelopeSnapshot,
  type RedEnvelopeView,
} from './red-envelope.connect'
export { redEnvelopeMachine } from './red-envelope.machine'
export type { EnvelopeField, EnvelopeIssue } from './red-envelope.types'
