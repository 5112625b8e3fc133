import { createSimulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'
import { describe, expect, test } from 'vitest'
import { simulatorTransport, type TourResult, tour } from './tour.ts'

/** The headless example (examples/headless) end to end, against a fresh simulator each time. */
function expectFullTour(result: TourResult, host: string) {
  expect(result.member).toBe('member01')
  expect(result.games.length).toBeGreaterThan(0)
  expect(result.games.every((game) => game.vassalage === 'PG')).toBe(true)
  expect(result.launchedUrl.startsWith(host)).toBe(true)
  expect(result.signedOut).toBe(true)
}

describe('the headless example', () => {
  test('signs in, lists games, launches one and signs out against the simulator in-process', async () => {
    const simulator = createSimulator()
    const result = await tour(
      simulatorTransport('http://simulator.local', (request) => simulator.fetch(request)),
      'http://simulator.local',
    )
    expectFullTour(result, 'http://simulator.local/')
  })

  test('does the same over HTTP on loopback', async () => {
    const server = await listen(createSimulator())
    try {
      expectFullTour(await tour(simulatorTransport(server.url), server.url), `${server.url}/`)
    } finally {
      await server.close()
    }
  })
})
