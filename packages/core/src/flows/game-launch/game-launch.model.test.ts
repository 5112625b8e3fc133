import { describe, expect } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, emit } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { gameLaunchMachine } from './game-launch.machine'
import type { GameLaunchContext, LaunchTarget, LaunchViewer } from './game-launch.types'

/** What the launcher asks of the session is emitted here (test events, hence the casts), so rules see it. */
const machine = gameLaunchMachine.provide({
  actions: {
    startSession: emit((_, { token }: { token: string }) => ({ type: 'session.start', token }) as never),
    announceMoneyMoved: emit({ type: 'balance.refresh' } as never),
  },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as GameLaunchContext
const cleared = { target: null, mode: 'play', url: null, failure: null }

/** What each transition must do (spec §4 "Game launch"), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'launch.request': ({ event, after, emitted }) => {
    const request = event as AnyEventObject & { target: LaunchTarget; mode?: 'trial' }
    expect(after.matches('checking')).toBe(true)
    expect(contextOf(after)).toMatchObject({
      target: request.target,
      mode: request.mode ?? 'play',
      url: null,
      failure: null,
    })
    expect(emitted).toEqual([])
  },
  'launch.dismiss': ({ after, emitted }) => {
    expect(after.matches('idle')).toBe(true)
    expect(contextOf(after)).toMatchObject(cleared)
    expect(emitted).toEqual([])
  },
  'launch.retry': ({ before, after, emitted }) => {
    expect(after.matches('checking')).toBe(true)
    expect(contextOf(after)).toEqual({ ...contextOf(before), failure: null })
    expect(emitted).toEqual([])
  },
  // Closing the game popup asks the balance again: the game may have changed it.
  'launch.close': ({ after, emitted }) => {
    expect(after.matches('idle')).toBe(true)
    expect(contextOf(after)).toMatchObject(cleared)
    expect(emitted).toEqual([{ type: 'balance.refresh' }])
  },
  'xstate.done.actor.whoIsAsking': ({ event, before, after, emitted }) => {
    const viewer = (event as AnyEventObject & { output: LaunchViewer }).output
    const { target, mode } = contextOf(before)
    const anonymous = viewer.access === 'anonymous'
    if (mode === 'trial' && anonymous && viewer.freePlay)
      expect(after.matches('signingInFreePlay')).toBe(true)
    else if (anonymous) {
      // A visitor is sent to sign in; nothing launches.
      expect(after.matches('idle')).toBe(true)
      expect(contextOf(after)).toMatchObject(cleared)
      expect(emitted).toEqual([{ type: 'navigate', to: '/login', reason: 'signInRequired' }])
      return
    } else if (mode === 'trial') expect(after.matches('launching')).toBe(true)
    else if (viewer.access === 'trial') expect(after.matches('needsRealAccount')).toBe(true)
    else if (target?.gameType === 'LOTT') {
      // Lotteries have their own page.
      expect(after.matches('idle')).toBe(true)
      expect(emitted).toHaveLength(1)
      expect(emitted[0]).toMatchObject({ type: 'navigate' })
      expect((emitted[0] as AnyEventObject & { to: string }).to).toMatch(/^\/vnLottery.*VN_FAST/)
      return
    } else if (target?.isGame === 'VASSALAGE' && !target.gameCode)
      expect(after.matches('choosingGame')).toBe(true)
    else expect(after.matches('launching')).toBe(true)
    expect(contextOf(after).viewer).toEqual(viewer)
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.whoIsAsking': ({ after, emitted }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).failure).not.toBeNull()
    expect(emitted).toEqual([])
  },
  // The demo account's token goes to the session before the launch call.
  'xstate.done.actor.freePlayLogin': ({ after, emitted }) => {
    expect(after.matches('launching')).toBe(true)
    expect(emitted).toEqual([{ type: 'session.start', token: 'demo-token' }])
  },
  'xstate.error.actor.freePlayLogin': ({ after, emitted }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).failure).toMatchObject({ code: 'feature_disabled' })
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.launch': ({ after, emitted }) => {
    expect(after.matches('playing')).toBe(true)
    expect(contextOf(after).url).toBe('https://launch.test/game')
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.launch': ({ after, emitted }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).url).toBeNull()
    expect(contextOf(after).failure).not.toBeNull()
    expect(emitted).toEqual([])
  },
}

/** One request per kind of outcome: a page, the vendor's list, a start-game call, a launch call, a free trial. */
const requests: { target: LaunchTarget; mode?: 'trial' }[] = [
  { target: { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_FAST' } },
  { target: { vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' } },
  { target: { vassalage: 'EVO', gameType: 'LIVE' } },
  { target: { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1', supportPlay: 0 } },
  { target: { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1', supportPlay: 0 }, mode: 'trial' },
]

function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const request = requests.map((r) => ({ type: 'launch.request', ...r }))
  if (snapshot.matches('idle')) return request
  if (snapshot.matches('choosingGame')) return [request[3] as AnyEventObject, { type: 'launch.dismiss' }]
  if (snapshot.matches('failed'))
    return [{ type: 'launch.retry' }, { type: 'launch.dismiss' }, request[3] as AnyEventObject]
  if (snapshot.matches('needsRealAccount')) return [{ type: 'launch.dismiss' }]
  if (snapshot.matches('playing')) return [{ type: 'launch.close' }]
  return []
}

const viewers: LaunchViewer[] = [
  { access: 'anonymous', freePlay: true },
  { access: 'anonymous', freePlay: false },
  { access: 'trial', freePlay: true },
  { access: 'member', freePlay: false },
]

describe('game-launch model', () => {
  testModel(machine, {
    events: userEvents,
    rules,
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
  })
})

testTransitionCoverage(machine)
