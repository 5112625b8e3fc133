import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { seededRandom } from '../../testing/lossy-network'
import { checkMachine, visited } from '../../testing/machine-property'
import { viewOfClaimBoard } from './claim-board.connect'
import { claimBoardMachine } from './claim-board.machine'
import type { ClaimBoardContext, PendingClaim } from './claim-board.types'

const ids = ['A', 'B', 'C'] as const

describe('claim board properties over random clicks and answers', () => {
  test('one claim at a time, only of what the platform offers; Retry keeps the key, a new claim gets a new one; a claim announces money moved', async () => {
    const random = seededRandom(11)
    let announced = 0
    const visits = await checkMachine({
      machine: claimBoardMachine.provide({ actions: { announceMoneyMoved: () => void announced++ } }),
      input: { random },
      events: fc.oneof(
        fc.constantFrom({ type: 'board.refresh' }, { type: 'board.retry' }, { type: 'board.dismiss' }),
        fc.constantFrom(...ids).map((id) => ({ type: 'board.claim', id })),
      ),
      outputs: {
        loadBoard: [
          { board: 'all', claimable: ['A', 'B'] },
          { board: 'none', claimable: [] },
        ],
        claimItem: [{ reference: 'BN1' }],
      },
      errors: {
        loadBoard: [new ApiError({ kind: 'network', endpoint: 'missionMilestones' })],
        claimItem: [
          new ApiError({ kind: 'network', endpoint: 'claimMissionRewards' }),
          new ApiError({ kind: 'business', endpoint: 'claimMissionRewards', code: 'milestone_claimed' }),
        ],
      },
      check: ({ step, before, after, started, pending }) => {
        const was = before.context as ClaimBoardContext
        const is = after.context as ClaimBoardContext
        expect(pending.filter((call) => call.id === 'claimItem').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'claimItem')) {
          const claim = call.input as PendingClaim
          expect(claim).toEqual(is.claim)
          if (step.kind === 'send' && step.event.type === 'board.retry') expect(claim).toEqual(was.claim)
          else {
            expect(was.claimable).toContain(claim.id)
            expect(claim.key).not.toBe(was.claim?.key)
          }
        }
        const view = viewOfClaimBoard(after as never)
        for (const id of view.claimable) expect(is.claimable).toContain(id)
        if (view.claiming !== null) expect(view.claimable).toEqual([])
      },
    })
    expect(visited(visits, 'claimFailed')).toBe(true)
    expect(visited(visits, 'claiming')).toBe(true)
    expect(announced).toBeGreaterThan(0)
  }, 120_000)
})
