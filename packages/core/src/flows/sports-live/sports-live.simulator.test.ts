import { createSimulator, devSurfaceRequest, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { RealtimeChannel, RealtimeOpenOrClosed } from '../../ports'
import { simulatedPortal } from '../../testing/simulated'
import { createSportsLive } from './create-sports-live'
import { connectSportsLive } from './sports-live.connect'

/**
 * The simulator's own hub as the portal's channel, in process: STOMP frames as text, as the WebSocket would carry
 * them (the e2e test runs the same over a real socket in Chromium).
 */
function hubChannel(simulator: Simulator): RealtimeChannel {
  return {
    connect(headers, onStatus: (status: RealtimeOpenOrClosed) => void) {
      let status: 'connecting' | RealtimeOpenOrClosed = 'connecting'
      const handlers = new Map<string, (body: string) => void>()
      const settle = (next: RealtimeOpenOrClosed) => {
        if (status === 'closed' || status === next) return
        status = next
        onStatus(next)
      }
      const hub = simulator.realtime.accept({
        send(text) {
          const [head = '', body = ''] = text.replace(/\0$/, '').split('\n\n')
          const [command, ...lines] = head.split('\n')
          const header = (name: string) =>
            lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1)
          if (command === 'CONNECTED') settle('open')
          if (command === 'MESSAGE') handlers.get(header('subscription') ?? '')?.(body)
        },
        close: () => settle('closed'),
      })
      hub.receive(`CONNECT\nmerchant:${headers.merchant}\ntoken:${headers.token}\n\n\0`)
      let next = 0
      return {
        subscribe(topic, onMessage, onSubscribed) {
          const id = `sub-${next++}`
          handlers.set(id, onMessage)
          hub.receive(`SUBSCRIBE\nid:${id}\ndestination:${topic}\n\n\0`)
          // The hub answers in the same turn: a refused topic has closed the connection by now.
          if (status === 'open') onSubscribed()
          return () => handlers.delete(id)
        },
        status: () => status,
        close() {
          hub.closed()
          settle('closed')
        },
      }
    },
  }
}

let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('sports live against the simulator', () => {
  test('a visitor reads the board in their language and sees a goal arrive without reading it again', async () => {
    const simulator = createSimulator()
    portal = simulatedPortal(simulator, { realtime: hubChannel(simulator) })
    portal.actor.start()
    const flow = createSportsLive(portal).start()
    const ready = await waitFor(flow, (s) => s.matches({ board: 'ready', link: { connected: 'live' } }), {
      timeout: 5000,
    })
    const board = connectSportsLive(ready)
    expect(board.matches.length).toBeGreaterThanOrEqual(4)
    expect(board.live).toBe(true)
    const first = board.matches[0]
    if (!first) throw new Error('an empty board')
    // The portal speaks Traditional Chinese by default (spec §9): so do the team names.
    expect(simulator.sports.board('TW').find((match) => match.id === first.id)?.home).toBe(first.home)

    const answer = await simulator.fetch(
      devSurfaceRequest('/sports/goal', { matchId: first.id, side: 'home' }),
    )
    expect(answer.status).toBe(200)
    const scored = connectSportsLive(flow.getSnapshot()).matches.find((match) => match.id === first.id)
    expect(scored).toMatchObject({
      home: first.home,
      homeScore: first.homeScore + 1,
      awayScore: first.awayScore,
    })
    flow.stop()
  })
})
