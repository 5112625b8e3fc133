import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { gameLaunchMachine } from './game-launch.machine'
import type { GameLaunchContext, LaunchCallInput, LaunchTarget, LaunchViewer } from './game-launch.types'

const sessions: string[] = []
const machine = gameLaunchMachine.provide({
  actions: { startSession: (_, { token }) => void sessions.push(token), announceMoneyMoved: () => {} },
})

const targets: LaunchTarget[] = [
  { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_FAST' },
  { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_1' },
  { vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' },
  { vassalage: 'EVO', gameType: 'LIVE' },
  { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1', supportPlay: 0 },
]

const events = fc.oneof(
  fc
    .tuple(fc.constantFrom(...targets), fc.constantFrom('play', 'trial', undefined))
    .map(([target, mode]) => ({ type: 'launch.request', target, ...(mode ? { mode } : {}) })),
  fc.constantFrom({ type: 'launch.retry' }, { type: 'launch.dismiss' }, { type: 'launch.close' }),
)

const viewers: LaunchViewer[] = [
  { access: 'anonymous', freePlay: true },
  { access: 'anonymous', freePlay: false },
  { access: 'trial', freePlay: true },
  { access: 'member', freePlay: false },
]

describe('game-launch machine properties over random requests, viewers and answers', () => {
  test('spec §4 "Game launch", §5 "Before any game launch": a real-money launch only for a signed-in real account; a visitor goes to /login; a trial account is stopped; one launch at a time', async () => {
    let viewer: LaunchViewer | null = null
    const visits = await checkMachine({
      machine,
      events,
      outputs: {
        whoIsAsking: viewers,
        freePlayLogin: [{ token: 'demo-token' }],
        launch: [{ url: 'https://launch.test/game' }],
      },
      errors: {
        whoIsAsking: [new Error('session unreadable')],
        freePlayLogin: [
          new ApiError({ kind: 'business', endpoint: 'freePlayLogin', code: 'feature_disabled' }),
        ],
        launch: [
          new ApiError({ kind: 'business', endpoint: 'launchGame', code: 'vendor_maintenance' }),
          networkDown,
        ],
      },
      start: () => {
        viewer = null
        sessions.length = 0
      },
      check: ({ after, started, pending, answered, emitted }) => {
        const is = after.context as GameLaunchContext
        if (answered?.id === 'whoIsAsking' && answered.ok) viewer = answered.value as LaunchViewer
        expect(pending.filter((call) => call.id === 'launch').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'launch')) {
          const sent = call.input as LaunchCallInput
          // Real money needs a signed-in, non-trial account; a free trial needs supportPlay 0 (spec §6).
          if (sent.mode === 'play') expect(viewer?.access).toBe('member')
          else
            expect(viewer?.access === 'member' || viewer?.access === 'trial' || sessions.length > 0).toBe(
              true,
            )
        }
        // A visitor asking for real money goes to /login and nothing launches.
        if (emitted.some((event) => event.type === 'navigate' && event.to === '/login')) {
          expect(viewer?.access).toBe('anonymous')
          expect(after.value).toBe('idle')
        }
        // A trial account asking for real money gets the dialog; nothing launches.
        if (after.matches('needsRealAccount')) {
          expect(viewer?.access).toBe('trial')
          expect(is.mode).toBe('play')
        }
        // Only a visitor's free trial with FREEPLAY3 on signs in for a demo token, which goes to the session.
        for (const _ of started.filter((c) => c.id === 'freePlayLogin')) {
          expect(viewer).toEqual({ access: 'anonymous', freePlay: true })
          expect(is.mode).toBe('trial')
        }
        if (answered?.id === 'freePlayLogin' && answered.ok) expect(sessions.at(-1)).toBe('demo-token')
        expect(is.url !== null).toBe(after.matches('playing'))
      },
    })
    expect(visited(visits, 'playing')).toBe(true)
    expect(visited(visits, 'needsRealAccount')).toBe(true)
  }, 120_000)
})
