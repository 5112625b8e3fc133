export {
  type AgentAnnouncementsIntents,
  type AgentAnnouncementsSnapshot,
  type AgentAnnouncementsView,
  connectAgentAnnouncements,
} from './agent-announcements.connect'
export type { AgentAnnouncement } from './agent-announcements.types'
export { agentAnnouncementsFlow, createAgentAnnouncements } from './create-agent-announcements'
