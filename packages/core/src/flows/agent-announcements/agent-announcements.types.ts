import type { AgentAnnouncement } from '../../api/schemas/agent-open'
import type { MemberFailure } from '../member-form/member-form.types'

export interface AgentAnnouncementsContext {
  announcements: AgentAnnouncement[] | null
  failure: MemberFailure | null
  /** The announcement open for reading, by id; always one of those loaded. */
  openedId: string | null
}

export type AgentAnnouncementsEvent =
  | { type: 'agentAnnouncements.open'; id: string }
  | { type: 'agentAnnouncements.close' }
  | { type: 'agentAnnouncements.retry' }

export type { AgentAnnouncement }
