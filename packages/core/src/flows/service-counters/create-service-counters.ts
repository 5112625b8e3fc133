import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { serviceCountersMachine } from './service-counters.machine'

/** The home page's service counters; the view sends `counters.visible` and `counters.hidden` as it scrolls. */
export function createServiceCounters(portal: Portal) {
  return createActor(serviceCountersMachine, portal.deps.actorOptions)
}
