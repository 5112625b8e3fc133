import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { connectAgentAnnouncements } from './agent-announcements.connect'
import { createAgentAnnouncements } from './create-agent-announcements'

let portal: Portal | undefined
afterEach(() => portal?.stop())

const loaded = async (target: Portal) => {
  const flow = createAgentAnnouncements(target).start()
  const ready = await waitFor(flow, (s) => !s.matches('loading'), { timeout: 5000 })
  flow.stop()
  return connectAgentAnnouncements(ready)
}

describe('agent announcements against the simulator', () => {
  test("in the agent's language, newest first, with HTML content", async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    await signInAs(portal, 'agent01')
    // The portal's default language is Traditional Chinese.
    const chinese = await loaded(portal)
    expect(chinese.status).toBe('ready')
    expect(chinese.announcements.map((announcement) => announcement.id)).toEqual(['AA3', 'AA2', 'AA1'])
    expect(chinese.announcements[0]?.title).toBe('日工資將於 10:00 前發放')
    expect(chinese.announcements[0]?.content).toContain('<strong>')

    portal.actor.send({ type: 'language.change', language: 'EN' })
    const english = await loaded(portal)
    expect(english.announcements[0]?.title).toBe('Daily salary is paid before 10:00')
  })

  test('a member who is no agent is refused', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    await signInAs(portal, 'member01')
    const view = await loaded(portal)
    expect(view).toMatchObject({ status: 'failed', failure: { code: 'non_agent' } })
  })
})
