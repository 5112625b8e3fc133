import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectAgentAnnouncements } from './agent-announcements.connect'
import { agentAnnouncementsMachine } from './agent-announcements.machine'
import type { AgentAnnouncement } from './agent-announcements.types'

const announcements: AgentAnnouncement[] = [
  {
    id: 'AA2',
    title: 'Salary',
    content: '<p>Paid <strong>daily</strong></p>',
    publishedAt: '2026-03-17T00:00:00Z',
  },
  { id: 'AA1', title: 'Safety', content: '<p>Keep passwords</p>', publishedAt: '2026-03-01T00:00:00Z' },
]

const events = (): AnyEventObject[] => [
  { type: 'agentAnnouncements.open', id: 'AA1' },
  { type: 'agentAnnouncements.open', id: 'gone' },
  { type: 'agentAnnouncements.close' },
  { type: 'agentAnnouncements.retry' },
]

const view = (snapshot: unknown) => connectAgentAnnouncements(snapshot as never)

describe('agent announcements model', () => {
  testModel(agentAnnouncementsMachine, {
    events,
    outputs: { loadAnnouncements: [announcements] },
    errors: { loadAnnouncements: [new ApiError({ kind: 'network', endpoint: 'agentAnnouncements' })] },
    rules: {
      'xstate.done.actor.loadAnnouncements': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'ready', announcements, opened: null, failure: null })
      },
      'xstate.error.actor.loadAnnouncements': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'failed',
          announcements: [],
          failure: { code: 'network' },
        })
      },
      'agentAnnouncements.open': ({ event, after }) => {
        // Only an announcement that was loaded opens.
        expect(event.id).toBe('AA1')
        expect(view(after).opened).toEqual(announcements[1])
      },
      'agentAnnouncements.close': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'ready', opened: null })
      },
      'agentAnnouncements.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(view(after).status).toBe('loading')
      },
    },
  })
})

testTransitionCoverage(agentAnnouncementsMachine)
