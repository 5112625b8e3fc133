import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideFeedback } from './feedback.provide'

/** The feedback modal's actor; one per opening of the modal. */
export function createFeedback(portal: Portal) {
  return createActor(provideFeedback(portal.api), portal.deps.actorOptions)
}
