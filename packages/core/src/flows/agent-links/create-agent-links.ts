import { createActor, fromPromise } from 'xstate'
import { affiliateLinks } from '../../api/rows/agent-open'
import type { Portal } from '../../create-portal'
import { agentLinksMachine } from './agent-links.machine'

/** The referral-links page's flow bound to the API; its screen owns it. */
export function createAgentLinks(portal: Portal) {
  const { api } = portal.deps
  const machine = agentLinksMachine.provide({
    actors: {
      loadLinks: fromPromise(
        async ({ signal }) => (await api.call(affiliateLinks, undefined, { signal })).links,
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
