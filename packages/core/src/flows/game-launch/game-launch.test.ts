import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { FlowEmitted } from '../shared/emitted'
import { connectGameLaunch } from './game-launch.connect'
import { gameLaunchMachine } from './game-launch.machine'
import type { LaunchCallInput, LaunchMode, LaunchTarget, LaunchViewer } from './game-launch.types'

/** A live actor whose session, free-play login and launch call are scripted. */
function launcher(viewer: LaunchViewer) {
  const calls: LaunchCallInput[] = []
  const sessionEvents: string[] = []
  const emitted: FlowEmitted[] = []
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        whoIsAsking: fromPromise(async () => viewer),
        freePlayLogin: fromPromise(async () => ({ token: 'demo' })),
        launch: fromPromise(async ({ input }) => {
          calls.push(input)
          return { url: `https://launch.test/${input.target.vassalage}` }
        }),
      },
      actions: {
        startSession: (_, { token }) => void sessionEvents.push(`session.start ${token}`),
        announceMoneyMoved: () => void sessionEvents.push('balance.refresh'),
      },
    }),
  )
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  const request = async (target: LaunchTarget, mode?: LaunchMode) => {
    actor.send({ type: 'launch.request', target, ...(mode ? { mode } : {}) })
    return connectGameLaunch(await waitFor(actor, (s) => connectGameLaunch(s).status !== 'busy'))
  }
  return { actor, calls, sessionEvents, emitted, request }
}

const member: LaunchViewer = { access: 'member', freePlay: false }
const slot: LaunchTarget = { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1', supportPlay: 0 }

describe('who may launch (spec §4)', () => {
  test('a visitor is sent to /login and nothing is called', async () => {
    const { request, emitted, calls } = launcher({ access: 'anonymous', freePlay: false })
    expect((await request({ vassalage: 'EVO', gameType: 'LIVE' })).status).toBe('idle')
    expect(emitted).toEqual([{ type: 'navigate', to: '/login', reason: 'signInRequired' }])
    expect(calls).toEqual([])
  })

  test('a trial account gets the real-account dialog and stays; dismiss closes it', async () => {
    const { request, emitted, calls, actor } = launcher({ access: 'trial', freePlay: true })
    const view = await request({ vassalage: 'EVO', gameType: 'LIVE' })
    expect(view).toMatchObject({
      status: 'realAccountDialog',
      dialog: { message: 'in_need_true_account', confirm: 'in_increase_submit' },
    })
    expect(emitted).toEqual([])
    expect(calls).toEqual([])
    actor.send({ type: 'launch.dismiss' })
    expect(connectGameLaunch(actor.getSnapshot()).status).toBe('idle')
  })

  test('a trial account may take a free trial', async () => {
    const { request, calls } = launcher({ access: 'trial', freePlay: false })
    expect((await request(slot, 'trial')).status).toBe('playing')
    expect(calls).toEqual([{ call: 'launchGame', target: slot, mode: 'trial' }])
  })

  test('a visitor taking a free trial signs in for free play when FREEPLAY3 is on', async () => {
    const { request, calls, sessionEvents } = launcher({ access: 'anonymous', freePlay: true })
    const view = await request(slot, 'trial')
    expect(view).toMatchObject({ status: 'playing', trial: true, url: 'https://launch.test/PG' })
    expect(sessionEvents).toEqual(['session.start demo'])
    expect(calls).toEqual([{ call: 'launchGame', target: slot, mode: 'trial' }])
  })

  test('a visitor taking a free trial without FREEPLAY3 is sent to /login', async () => {
    const { request, emitted } = launcher({ access: 'anonymous', freePlay: false })
    expect((await request(slot, 'trial')).status).toBe('idle')
    expect(emitted).toEqual([{ type: 'navigate', to: '/login', reason: 'signInRequired' }])
  })
})

describe('where a member goes (spec §4)', () => {
  test.each([
    [{ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_1' }, '/vnLottery?gameCode=VN_1'],
    [{ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_1' }, '/seaLottery?gameCode=SEA_1'],
    [{ vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'PK10' }, '/lottery?prizeMode=ELOTT&gameCode=PK10'],
    [{ vassalage: 'CQ9', gameType: 'RNG' }, '/gameListCenter/cq9/rng'],
  ])('%o → %s', async (target, to) => {
    const { request, emitted, calls } = launcher(member)
    expect((await request(target)).status).toBe('idle')
    expect(emitted).toEqual([{ type: 'navigate', to }])
    expect(calls).toEqual([])
  })

  test('a VASSALAGE vendor opens its popup list; a game from it launches', async () => {
    const { request, calls } = launcher(member)
    const vendor = { vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' }
    expect(await request(vendor)).toMatchObject({ status: 'vendorGames', target: vendor })
    expect((await request(slot)).status).toBe('playing')
    expect(calls.map((call) => call.call)).toEqual(['launchGame'])
  })

  test.each([
    ['LIVE', 'startGame'],
    ['SPORTS', 'startGame'],
    ['ESPORTS', 'startGame'],
    ['COCKFIGHT', 'startGame'],
    ['FISH', 'launchGame'],
    ['PVP', 'launchGame'],
  ])('%s starts through %s; closing the popup refreshes the balance', async (gameType, call) => {
    const { request, calls, actor, sessionEvents } = launcher(member)
    expect(await request({ vassalage: 'V', gameType })).toMatchObject({
      status: 'playing',
      url: 'https://launch.test/V',
    })
    expect(calls[0]?.call).toBe(call)
    actor.send({ type: 'launch.close' })
    expect(connectGameLaunch(actor.getSnapshot())).toMatchObject({ status: 'idle', url: null })
    expect(sessionEvents).toEqual(['balance.refresh'])
  })
})
