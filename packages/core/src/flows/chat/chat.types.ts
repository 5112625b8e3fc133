import type { FlowFailure } from '../shared/failure'

/** A chat room the server offers (`chatModels`); the spec gives no fields, these are the simulator's. */
export interface ChatModel {
  modelId: string
  /** The server's title in the current language, else the id. */
  title: string
}

export interface ChatContext {
  models: readonly ChatModel[]
  /** The room being opened or open. */
  modelId: string | null
  /** The chat page's address, once launched. */
  url: string | null
  /** Why the model list or the last launch failed. */
  failure: FlowFailure | null
}

export type ChatEvent =
  /** After the model list failed: ask again. */
  | { type: 'chat.retry' }
  /** Open a room: the launch call answers its chat page. */
  | { type: 'chat.launch'; modelId: string }
  /** Leave the room: back to the model list. */
  | { type: 'chat.close' }
