export {
  type ComposeIntents,
  type ComposeSnapshot,
  type ComposeView,
  composeIntents,
  connectCompose,
} from './compose.connect'
export { composeMachine } from './compose.machine'
export type {
  ComposeContext,
  ComposeEvent,
  ComposeFields,
  ComposeInput,
  MailRequest,
  ReplyTarget,
} from './compose.types'
export { createMailCompose, createOutbox } from './create-mail'
export {
  connectOutbox,
  type OutboxIntents,
  type OutboxSnapshot,
  type OutboxView,
  outboxIntents,
} from './outbox.connect'
export { type OutboxContext, type OutboxEvent, outboxMachine, outboxPageSize } from './outbox.machine'
