import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { Achievement } from '../../api/schemas/achievements'
import { money } from '../../domain/money'
import { cyclingRandom, testModel } from '../../testing/model'
import { claimBoardMachine } from '../claim-board/claim-board.machine'
import type { LoadedBoard } from '../claim-board/claim-board.types'
import { connectAchievements } from './achievements.connect'

const achievement = (achievementId: string, status: Achievement['status']): Achievement => ({
  achievementId,
  title: achievementId,
  counts: 'bets',
  target: 1,
  progress: status === 'locked' ? 0 : 1,
  reward: money(200n),
  status,
})
const loaded = (list: Achievement[]): LoadedBoard => ({
  board: list,
  claimable: list.filter((a) => a.status === 'reached').map((a) => a.achievementId),
})
const claimed = { achievementId: 'FIRST-BET', amount: money(200n), balance: money(1_200n), reference: 'BN1' }

const random = cyclingRandom()
const view = (snapshot: AnyMachineSnapshot) => connectAchievements(snapshot as never)

/** The achievements' section over the shared claim board: which one may be claimed in each state. */
describe('achievements model', () => {
  testModel(claimBoardMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events: () => [
      { type: 'board.refresh' },
      { type: 'board.claim', id: 'FIRST-BET' },
      { type: 'board.claim', id: 'TEN-BETS' },
      { type: 'board.retry' },
      { type: 'board.dismiss' },
    ],
    outputs: {
      loadBoard: [
        loaded([achievement('FIRST-BET', 'reached'), achievement('TEN-BETS', 'locked')]),
        loaded([achievement('FIRST-BET', 'claimed'), achievement('TEN-BETS', 'locked')]),
      ],
      claimItem: [claimed],
    },
    errors: {
      loadBoard: [new ApiError({ kind: 'network', endpoint: 'achievements' })],
      claimItem: [
        new ApiError({ kind: 'timeout', endpoint: 'claimAchievementPromo' }),
        new ApiError({ kind: 'business', endpoint: 'claimAchievementPromo', code: 'achievement_claimed' }),
      ],
    },
    rules: {
      'board.refresh': ({ after }) => expect(view(after).achievements.some((a) => a.canClaim)).toBe(false),
      'board.retry': ({ before, after }) => {
        if (!before.matches('failed')) expect(view(after).claiming).toBe('FIRST-BET')
      },
      // Only a reached achievement is claimed, one at a time: none other may be claimed meanwhile.
      'board.claim': ({ event, after }) => {
        expect(event.id).toBe('FIRST-BET')
        const shown = view(after)
        expect(shown.achievements.map((a) => [a.claiming, a.canClaim])).toEqual([
          [true, false],
          [false, false],
        ])
      },
      'board.dismiss': ({ after }) => expect(view(after).claimFailure).toBeNull(),
      'xstate.done.actor.loadBoard': ({ after }) => {
        for (const shown of view(after).achievements) expect(shown.canClaim).toBe(shown.status === 'reached')
      },
      'xstate.error.actor.loadBoard': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', achievements: [] }),
      'xstate.done.actor.claimItem': ({ after }) => expect(view(after).claimed).toEqual(claimed),
      'xstate.error.actor.claimItem': ({ after }) => {
        const shown = view(after)
        expect(shown.achievements.every((a) => !a.claiming && !a.canClaim)).toBe(true)
        expect(shown.canRetryClaim).toBe(shown.claimFailure?.code !== 'achievement_claimed')
      },
    },
  })
})
