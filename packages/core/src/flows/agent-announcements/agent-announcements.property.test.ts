import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectAgentAnnouncements } from './agent-announcements.connect'
import { agentAnnouncementsMachine } from './agent-announcements.machine'
import type { AgentAnnouncement, AgentAnnouncementsContext } from './agent-announcements.types'

const item = (id: string): AgentAnnouncement => ({
  id,
  title: `Title ${id}`,
  content: `<p>${id}</p>`,
  publishedAt: '2026-03-01T00:00:00Z',
})
const answers: AgentAnnouncement[][] = [[item('A'), item('B')], [], [item('C')]]

describe('agent announcements properties', () => {
  test('what is open is always one loaded announcement, shown only on a loaded list', async () => {
    const visits = await checkMachine({
      machine: agentAnnouncementsMachine,
      events: fc.oneof(
        fc.constantFrom('A', 'B', 'C', 'Z').map((id) => ({ type: 'agentAnnouncements.open', id })),
        fc.constantFrom({ type: 'agentAnnouncements.close' }, { type: 'agentAnnouncements.retry' }),
      ),
      outputs: { loadAnnouncements: answers },
      errors: { loadAnnouncements: [new ApiError({ kind: 'timeout', endpoint: 'agentAnnouncements' })] },
      waits: [1, 60_000],
      check: ({ after }) => {
        const is = after.context as AgentAnnouncementsContext
        const view = connectAgentAnnouncements(after as never)
        if (is.openedId !== null) {
          expect(view.status).toBe('ready')
          expect(view.opened?.id).toBe(is.openedId)
          expect(view.announcements).toContain(view.opened)
        } else expect(view.opened).toBeNull()
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        if (view.status === 'ready') expect(view.failure).toBeNull()
      },
    })
    expect(visited(visits, 'ready')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)
})
