import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { agentAnnouncementsMachine } from './agent-announcements.machine'
import type { AgentAnnouncement, AgentAnnouncementsEvent } from './agent-announcements.types'

export type AgentAnnouncementsSnapshot = SnapshotFrom<typeof agentAnnouncementsMachine>

export interface AgentAnnouncementsView {
  status: 'loading' | 'ready' | 'failed'
  announcements: AgentAnnouncement[]
  /** The one open for reading; its `content` is server HTML for the app to sanitise. */
  opened: AgentAnnouncement | null
  failure: FlowFailure | null
}

function viewOfAgentAnnouncements(snapshot: AgentAnnouncementsSnapshot | undefined): AgentAnnouncementsView {
  if (!snapshot) return { status: 'loading', announcements: [], opened: null, failure: null }
  const { context } = snapshot
  const announcements = context.announcements ?? []
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'
  return {
    status,
    announcements,
    opened: announcements.find((announcement) => announcement.id === context.openedId) ?? null,
    failure: context.failure,
  }
}

export const agentAnnouncementsIntents = /* @__PURE__ */ defineIntents(
  (send: Send<AgentAnnouncementsEvent>) => ({
    open: (id: string) => send({ type: 'agentAnnouncements.open', id }),
    close: () => send({ type: 'agentAnnouncements.close' }),
    retry: () => send({ type: 'agentAnnouncements.retry' }),
  }),
)

export type AgentAnnouncementsIntents = ReturnType<typeof agentAnnouncementsIntents>

/** Snapshot → the agent announcements page's view-model with its intents. Pure. */
export const connectAgentAnnouncements: Connect<
  AgentAnnouncementsSnapshot | undefined,
  AgentAnnouncementsEvent,
  AgentAnnouncementsView & AgentAnnouncementsIntents
> = /* @__PURE__ */ defineConnect(viewOfAgentAnnouncements, agentAnnouncementsIntents)
