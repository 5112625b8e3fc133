import { describe, expect, it } from 'vitest'
import { createSimulator, devSurfaceRequest } from './index'
import { parseFrames, serializeFrame } from './realtime/stomp'
import { liveMatches } from './sports/matches'

const start = Date.UTC(2026, 10, 27, 12, 0)
const minute = 60_000

/** A socket the hub talks to: what it sent, frame by frame. */
function visitorSocket(simulator: ReturnType<typeof createSimulator>, token?: string) {
  const sent: { command: string; headers: Record<string, string>; body: string }[] = []
  let closed = false
  const connection = simulator.realtime.accept({
    send: (text) => sent.push(...(parseFrames(text) ?? [])),
    close: () => {
      closed = true
    },
  })
  const frame = (command: string, headers: Record<string, string>) =>
    connection.receive(serializeFrame({ command, headers, body: '' }))
  frame('CONNECT', token === undefined ? { merchant: 'm' } : { merchant: 'm', token })
  return { sent, frame, closed: () => closed }
}

describe('live sports', () => {
  it('always has matches on the board, the same ones for the same moment', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const board = liveMatches(start + hour * 60 * minute, 'EN')
      expect(board.length, `hour ${hour}`).toBeGreaterThanOrEqual(4)
      expect(board.some((match) => match.state !== 'FULL_TIME')).toBe(true)
      expect(liveMatches(start + hour * 60 * minute, 'EN')).toEqual(board)
    }
  })

  it('names teams and leagues in the asked language, scores the same in all', () => {
    const english = liveMatches(start, 'EN')
    const chinese = liveMatches(start, 'TW')
    expect(chinese.map((match) => match.id)).toEqual(english.map((match) => match.id))
    expect(chinese.map((match) => [match.homeScore, match.awayScore])).toEqual(
      english.map((match) => [match.homeScore, match.awayScore]),
    )
    for (const match of chinese) expect(`${match.home}${match.away}${match.league}`).not.toMatch(/[A-Za-z]/)
  })

  it('plays on with the clock: scores never go down, minutes go up, every match ends', () => {
    const first = liveMatches(start, 'EN')
    const seen = new Map(first.map((match) => [match.id, match]))
    for (let step = 1; step <= 130; step += 1) {
      for (const match of liveMatches(start + step * minute, 'EN')) {
        const before = seen.get(match.id)
        if (before) {
          expect(match.homeScore).toBeGreaterThanOrEqual(before.homeScore)
          expect(match.awayScore).toBeGreaterThanOrEqual(before.awayScore)
          if (before.minute !== null && match.minute !== null)
            expect(match.minute).toBeGreaterThan(before.minute)
        }
        seen.set(match.id, match)
      }
    }
    for (const match of first) expect(seen.get(match.id)?.state).toBe('FULL_TIME')
  })

  it('answers the board over the API in the caller’s language', async () => {
    const simulator = createSimulator({ now: () => start })
    const response = await simulator.fetch(new Request('http://sim/wps/sports/live?lang=AR'))
    const body = (await response.json()) as { value: { matches: { home: string }[] } }
    expect(body.value.matches).toEqual(
      liveMatches(start, 'AR').map((match) => expect.objectContaining({ home: match.home })),
    )
  })

  it('pushes a goal to a visitor subscribed to the public topic, with the score and no names', async () => {
    const simulator = createSimulator({ now: () => start })
    const visitor = visitorSocket(simulator)
    visitor.frame('SUBSCRIBE', { id: 'sub-0', destination: '/topic/sports/live' })
    expect(visitor.sent.map((frame) => frame.command)).toEqual(['CONNECTED'])
    const match = simulator.sports.board('EN')[0]
    if (!match) throw new Error('no match on the board')

    const scored = await simulator.fetch(
      devSurfaceRequest('/sports/goal', { matchId: match.id, side: 'away' }),
    )
    expect(scored.status).toBe(200)
    const pushed = visitor.sent.filter((frame) => frame.command === 'MESSAGE')
    expect(pushed).toHaveLength(1)
    expect(JSON.parse(pushed[0]?.body ?? '{}')).toMatchObject({
      type: 'SPORTS_SCORE',
      data: { id: match.id, homeScore: match.homeScore, awayScore: match.awayScore + 1, state: match.state },
    })
    expect(JSON.parse(pushed[0]?.body ?? '{}').data).not.toHaveProperty('home')
    expect(simulator.sports.board('EN')[0]?.awayScore).toBe(match.awayScore + 1)
  })

  it('pushes nothing when nothing changed, and what the clock changed when it moves', () => {
    let now = start
    const simulator = createSimulator({ now: () => now })
    const visitor = visitorSocket(simulator)
    visitor.frame('SUBSCRIBE', { id: 'sub-0', destination: '/topic/sports/live' })
    expect(simulator.sports.tick()).toBe(0)
    now += minute
    const changed = simulator.sports.tick()
    expect(changed).toBeGreaterThan(0)
    expect(visitor.sent.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(changed)
  })

  it('keeps member topics closed to visitors and still refuses a dead token', () => {
    const simulator = createSimulator({ now: () => start })
    const visitor = visitorSocket(simulator)
    visitor.frame('SUBSCRIBE', { id: 'sub-0', destination: '/topic/user/1' })
    expect(visitor.sent.at(-1)?.command).toBe('ERROR')
    expect(visitor.closed()).toBe(true)

    const stale = visitorSocket(simulator, 'no-such-token')
    expect(stale.sent.map((frame) => frame.command)).toEqual(['ERROR'])
    expect(stale.closed()).toBe(true)
  })

  it('refuses a goal for a match that is not on the board', async () => {
    const simulator = createSimulator({ now: () => start })
    const response = await simulator.fetch(
      devSurfaceRequest('/sports/goal', { matchId: 'M-0-0', side: 'home' }),
    )
    expect(response.status).toBe(400)
  })
})
