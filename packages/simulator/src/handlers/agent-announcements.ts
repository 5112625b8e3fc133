import { refuse } from '../envelope'
import type { Handle } from '../route'
import { agentAnnouncementsIn } from '../seed/agent-announcements'
import { agentTypes } from '../seed/members'
import { mustBeSignedIn } from './member'

/** Announcements for agents (agentAnnouncement, AGENTANNOUNCE3), in the caller's language. */
export function agentAnnouncementHandlers(handle: Handle): void {
  handle('agentAnnouncements', (_input, { store, member, language }) => {
    const agent = mustBeSignedIn(member)
    if (!agentTypes.includes(agent.type)) return refuse('non_agent', 'Only agents have a team')
    if (!store.state.flags.AGENTANNOUNCE3)
      return refuse('feature_disabled', 'Agent announcements are not available')
    return { announcements: agentAnnouncementsIn(language, store.now()) }
  })
}
