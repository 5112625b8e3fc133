import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { chatMachine } from './chat.machine'
import type { ChatEvent, ChatModel } from './chat.types'

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

export interface ChatView {
  /** `loading` the model list, `failed` it (a retry), `ready` to pick, `launching` a room, `open` in the frame. */
  status: 'loading' | 'failed' | 'ready' | 'launching' | 'open'
  models: readonly ChatModel[]
  /** The room picked (launching or open). */
  model: ChatModel | null
  /** The chat page for the frame, when open. */
  url: string | null
  failure: FlowFailure | null
  /** Models can be picked (ready, or after a failed launch). */
  canLaunch: boolean
  canRetry: boolean
  /** A room is launching or open: closing goes back to the list. */
  canClose: boolean
}

/** Snapshot → what the chat panel needs. Pure. */
function viewOfChat(snapshot: ChatSnapshot): ChatView {
  const { context } = snapshot
  const status =
    (['loading', 'failed', 'launching', 'open'] as const).find((state) => snapshot.matches(state)) ?? 'ready'
  const model =
    context.modelId === null
      ? null
      : (context.models.find((entry) => entry.modelId === context.modelId) ?? {
          modelId: context.modelId,
          title: context.modelId,
        })
  return {
    status,
    models: context.models,
    model,
    url: status === 'open' ? context.url : null,
    failure: context.failure,
    canLaunch: status === 'ready',
    canRetry: status === 'failed',
    canClose: status === 'launching' || status === 'open',
  }
}

/** What a view may ask of the chat flow. */
export const chatIntents = /* @__PURE__ */ defineIntents((send: Send<ChatEvent>) => ({
  retry: () => send({ type: 'chat.retry' }),
  launch: (modelId: string) => send({ type: 'chat.launch', modelId }),
  close: () => send({ type: 'chat.close' }),
}))

export type ChatIntents = ReturnType<typeof chatIntents>

/** Snapshot → the view-model a chat view renders, with its intents bound to the actor's `send`. Pure. */
export const connectChat: Connect<ChatSnapshot, ChatEvent, ChatView & ChatIntents> =
  /* @__PURE__ */ defineConnect(viewOfChat, chatIntents)
