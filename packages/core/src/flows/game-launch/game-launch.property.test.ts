import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { runs } from '../../dev/runs'
import { refusal } from '../../testing/fixtures'
import { settle } from '../../testing/settle'
import type { FlowEmitted } from '../shared/emitted'
import { connectGameLaunch } from './game-launch.connect'
import { gameLaunchMachine } from './game-launch.machine'
import type { GameLaunchEvent, LaunchCallInput, LaunchTarget, LaunchViewer } from './game-launch.types'

const target: fc.Arbitrary<LaunchTarget> = fc.record({
  vassalage: fc.constantFrom('TCG_LOTTO_VN', 'TCG_SEA', 'TCG', 'PG', 'CQ9', 'EVO', 'IA', 'JDB'),
  gameType: fc.constantFrom('LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PVP'),
  gameCode: fc.option(fc.constantFrom('G_1', 'G_2'), { nil: undefined }),
  isGame: fc.option(fc.constant('VASSALAGE'), { nil: undefined }),
  supportPlay: fc.option(fc.constantFrom(0, 1), { nil: undefined }),
})

const event: fc.Arbitrary<GameLaunchEvent> = fc.oneof(
  fc.record({
    type: fc.constant('launch.request' as const),
    target,
    mode: fc.constantFrom('play' as const, 'trial' as const),
  }),
  fc.constantFrom(
    { type: 'launch.close' as const },
    { type: 'launch.dismiss' as const },
    { type: 'launch.retry' as const },
  ),
)

const viewer: fc.Arbitrary<LaunchViewer> = fc.record({
  access: fc.constantFrom('anonymous' as const, 'trial' as const, 'member' as const),
  freePlay: fc.boolean(),
})

describe('game-launch properties over random sequences', () => {
  test('no real-money launch without a real account; a visitor only leaves for /login; the view matches the state', async () => {
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.array(event, { maxLength: 20 }),
        fc.boolean(),
        async (who, events, refuse) => {
          const calls: LaunchCallInput[] = []
          const emitted: FlowEmitted[] = []
          const actor = createActor(
            gameLaunchMachine.provide({
              actors: {
                whoIsAsking: fromPromise(async () => who),
                freePlayLogin: fromPromise(async () => ({ token: 'demo' })),
                launch: fromPromise(async ({ input }) => {
                  calls.push(input)
                  if (refuse) throw refusal('launchGame', 'vendor_maintenance')
                  return { url: 'https://launch.test/g' }
                }),
              },
              actions: { startSession: () => {}, announceMoneyMoved: () => {} },
            }),
          )
          actor.on('*', (e) => void emitted.push(e))
          actor.start()
          for (const e of events) {
            actor.send(e)
            await settle()
            const view = connectGameLaunch(actor.getSnapshot())
            if (view.status === 'playing') expect(view.url).not.toBeNull()
            if (view.status === 'failed') expect(view.failure).not.toBeNull()
            if (view.status === 'realAccountDialog') expect(who.access).toBe('trial')
          }
          if (who.access !== 'member') for (const call of calls) expect(call.mode).toBe('trial')
          if (who.access === 'anonymous')
            for (const e of emitted)
              expect(e).toEqual({ type: 'navigate', to: '/login', reason: 'signInRequired' })
          actor.stop()
        },
      ),
      { numRuns: runs.wiredFlows },
    )
  })
})
