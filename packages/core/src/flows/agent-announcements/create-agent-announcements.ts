import { createActor, fromPromise } from 'xstate'
import { agentAnnouncements } from '../../api/rows/agent-open'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
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

/** The agents' announcements in the language on show: made again when the language (or the member) changes. */
export const agentAnnouncementsFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'agent-announcements',
  lifetime: 'screen',
  create: createAgentAnnouncements,
})
