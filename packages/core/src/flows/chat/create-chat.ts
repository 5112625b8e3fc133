import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideChat } from './chat.provide'

/** The chat room's actor; the app creates it when the panel first opens. */
export function createChat(portal: Portal) {
  return createActor(provideChat(portal.api), portal.deps.actorOptions)
}
