import { assign, setup } from 'xstate'
import type { AgentAnnouncement } from '../../api/schemas/agent-open'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { AgentAnnouncementsContext, AgentAnnouncementsEvent } from './agent-announcements.types'

/**
 * Announcements for agents (agentAnnouncement, AGENTANNOUNCE3), a screen flow: the list in the language of the
 * request, one opened at a time for reading; a failed load offers a retry. The page makes a new one when the
 * language changes, so the list is always in the language on show.
 */
export const agentAnnouncementsMachine = setup({
  types: {
    context: {} as AgentAnnouncementsContext,
    events: {} as AgentAnnouncementsEvent,
    children: {} as { loadAnnouncements: 'loadAnnouncements' },
  },
  actors: { loadAnnouncements: notProvided<AgentAnnouncement[]>('loadAnnouncements') },
  actions: {
    assignAnnouncements: assign((_, announcements: AgentAnnouncement[]) => ({
      announcements,
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    open: assign(({ event }) => (event.type === 'agentAnnouncements.open' ? { openedId: event.id } : {})),
    close: assign({ openedId: null }),
  },
  guards: {
    isLoaded: ({ context, event }) =>
      event.type === 'agentAnnouncements.open' &&
      (context.announcements ?? []).some((announcement) => announcement.id === event.id),
  },
}).createMachine({
  id: 'agentAnnouncements',
  context: { announcements: null, failure: null, openedId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        onDone: {
          target: 'ready',
          actions: { type: 'assignAnnouncements', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      on: {
        'agentAnnouncements.open': { guard: 'isLoaded', actions: 'open' },
        'agentAnnouncements.close': { actions: 'close' },
      },
    },
    failed: { on: { 'agentAnnouncements.retry': 'loading' } },
  },
})
