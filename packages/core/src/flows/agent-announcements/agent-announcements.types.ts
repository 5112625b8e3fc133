import type { AgentAnnouncement } from '../../api/schemas/agent-open'
import type { FlowFailure } from '../shared/failure'

export interface AgentAnnouncementsContext {
  announcements: AgentAnnouncement[] | null
  failure: FlowFailure | null
  /** The announcement open for reading, by id; always one of those loaded. */
  openedId: string | null
}

export type AgentAnnouncementsEvent =
  | { type: 'agentAnnouncements.open'; id: string }
  | { type: 'agentAnnouncements.close' }
  | { type: 'agentAnnouncements.retry' }

export type { AgentAnnouncement }
