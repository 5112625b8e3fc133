export { createEnvelopeInbox, envelopeInboxFlow } from './create-envelope-inbox'
export {
  connectEnvelopeInbox,
  type EnvelopeInboxIntents,
  type EnvelopeInboxSnapshot,
  type EnvelopeInboxView,
} from './envelope-inbox.connect'
export { envelopeInboxMachine } from './envelope-inbox.machine'
