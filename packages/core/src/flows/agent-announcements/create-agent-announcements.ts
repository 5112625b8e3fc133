import { createActor, fromPromise } from 'xstate'
import { agentAnnouncements } from '../../api/rows/agent-open'
import type { Portal } from '../../create-portal'
import { agentAnnouncementsMachine } from './agent-announcements.machine'

/** The agent announcements page's flow bound to the API; its screen owns it. */
export function createAgentAnnouncements(portal: Portal) {
  const { api } = portal.deps
  const machine = agentAnnouncementsMachine.provide({
    actors: {
      loadAnnouncements: fromPromise(
        async ({ signal }) => (await api.call(agentAnnouncements, undefined, { signal })).announcements,
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
