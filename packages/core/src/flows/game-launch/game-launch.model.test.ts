import { describe } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { gameLaunchMachine } from './game-launch.machine'
import type { LaunchTarget, LaunchViewer } from './game-launch.types'

const machine = gameLaunchMachine.provide({ actions: { startSession: () => {}, refreshBalance: () => {} } })

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
