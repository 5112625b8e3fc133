import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { viewOfClaimBoard } from './claim-board.connect'
import { claimBoardMachine } from './claim-board.machine'
import type { ClaimBoardContext, LoadedBoard } from './claim-board.types'

const board: LoadedBoard = { board: { name: 'milestones' }, claimable: ['TURNOVER-50'] }
const nothing: LoadedBoard = { board: { name: 'milestones' }, claimable: [] }
const claimed = { milestoneId: 'TURNOVER-50', reference: 'BN1' }

const random = cyclingRandom()
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ClaimBoardContext
const view = (snapshot: AnyMachineSnapshot) => viewOfClaimBoard(snapshot as never)

describe('claim board model', () => {
  testModel(claimBoardMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events: () => [
      { type: 'board.refresh' },
      { type: 'board.claim', id: 'TURNOVER-50' },
      { type: 'board.claim', id: 'TURNOVER-500' },
      { type: 'board.retry' },
      { type: 'board.dismiss' },
    ],
    outputs: { loadBoard: [board, nothing], claimItem: [claimed] },
    errors: {
      loadBoard: [new ApiError({ kind: 'network', endpoint: 'missionMilestones' })],
      claimItem: [
        new ApiError({ kind: 'timeout', endpoint: 'claimMissionRewards' }),
        new ApiError({ kind: 'business', endpoint: 'claimMissionRewards', code: 'milestone_claimed' }),
      ],
    },
    rules: {
      'board.refresh': ({ after }) => expect(after.matches('loading')).toBe(true),
      'board.retry': ({ before, after }) => {
        if (before.matches('failed')) expect(after.matches('loading')).toBe(true)
        else {
          // The failed claim again, with its key.
          expect(after.matches({ ready: 'claiming' })).toBe(true)
          expect(contextOf(after).claim).toEqual(contextOf(before).claim)
        }
      },
      'board.claim': ({ before, event, after }) => {
        expect(contextOf(before).claimable).toContain(String(event.id))
        expect(contextOf(after).claim).toMatchObject({ id: String(event.id) })
        expect(contextOf(after).claim?.key).toMatch(/^[a-z0-9]{24}$/)
        expect(view(after)).toMatchObject({ claiming: 'TURNOVER-50', claimable: [], claimed: null })
      },
      'board.dismiss': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ claim: null, claimFailure: null })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.loadBoard': ({ after, event }) => {
        const loaded = event.output as LoadedBoard
        expect(view(after)).toMatchObject({
          status: 'ready',
          board: loaded.board,
          claimable: loaded.claimable,
        })
      },
      'xstate.error.actor.loadBoard': ({ after }) =>
        expect(view(after)).toMatchObject({ failure: { code: 'network' } }),
      'xstate.done.actor.claimItem': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ claimed, claim: null })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.claimItem': ({ before, after }) => {
        expect(contextOf(after).claim).toEqual(contextOf(before).claim)
        const shown = view(after)
        expect(shown.canRetryClaim).toBe(shown.claimFailure?.kind !== 'business')
      },
    },
  })
})

testTransitionCoverage(claimBoardMachine)
