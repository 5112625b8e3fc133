import { createSimulator } from '@portal/simulator'
import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { connectResource } from '../../catalogue/resource.machine'
import { simulatedPortal } from '../../testing/simulated'
import { createHelpCentre, type HelpSection, helpSectionsOf } from './help-centre'

describe('help centre sections', () => {
  test.each([
    [
      { sections: [{ anchor: 'about', title: 'About', content: '<p>x</p>' }] },
      [{ anchor: 'about', title: 'About', content: '<p>x</p>' }],
    ],
    [[{ id: 7, title: 'Deposit', content: '' }], [{ anchor: '7', title: 'Deposit', content: '' }]],
    [[{ title: 'No anchor', content: 'c' }], [{ anchor: 'section-1', title: 'No anchor', content: 'c' }]],
    [[{ title: 'No content' }, null, 'x', { content: 'no title' }], []],
    [null, []],
    ['<p>html</p>', []],
  ])('%j → %j', (value, sections) => expect(helpSectionsOf(value)).toEqual(sections))
})

describe('help centre against the simulator', () => {
  test('loads the sections in the language in force; a refresh asks again', async () => {
    const simulator = createSimulator()
    const asked: string[] = []
    const portal = simulatedPortal({
      ...simulator,
      fetch: (request: Request) => {
        const url = new URL(request.url)
        if (url.pathname === '/wps/system/helpCenter') asked.push(url.searchParams.get('lang') ?? '')
        return simulator.fetch(request)
      },
    } as typeof simulator)
    portal.actor.start()
    const help = createHelpCentre(portal).start()
    const loaded = await waitFor(help, (s) => s.matches('loaded'), { timeout: 5000 })
    const view = connectResource<readonly HelpSection[]>(loaded)
    expect(view.data?.length).toBeGreaterThan(0)
    expect(view.data?.[0]).toMatchObject({ anchor: expect.any(String), title: expect.any(String) })
    portal.actor.send({ type: 'language.change', language: 'CN' })
    help.send({ type: 'resource.refresh' })
    await waitFor(help, (s) => s.matches('loaded') && asked.length === 2, { timeout: 5000 })
    expect(asked).toEqual([portal.brand.defaultLanguage, 'CN'])
    help.stop()
    portal.actor.stop()
  })
})
