import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectPendingCount } from './pending-count.connect'
import { type PendingCountContext, pendingCountMachine } from './pending-count.machine'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PendingCountContext
const view = (snapshot: AnyMachineSnapshot) => connectPendingCount(snapshot as never)

describe('pending count model', () => {
  testModel(pendingCountMachine, {
    events: () => [{ type: 'pending.refresh' }],
    keepActors: ['watchPending'],
    outputs: {
      loadCount: [
        { deposits: 2, withdrawals: 1 },
        { deposits: 0, withdrawals: 0 },
      ],
    },
    errors: { loadCount: [new ApiError({ kind: 'timeout', endpoint: 'pendingDepositWithdrawCount' })] },
    rules: {
      'pending.refresh': ({ before, after }) => {
        // The last counts stay on show while they load again.
        expect(after.matches('loading')).toBe(true)
        expect(contextOf(after).count).toBe(contextOf(before).count)
      },
      'xstate.done.actor.loadCount': ({ after, event }) => {
        expect(after.matches('shown')).toBe(true)
        expect(view(after)).toMatchObject(event.output as object)
        expect(contextOf(after).failure).toBeNull()
      },
      'xstate.error.actor.loadCount': ({ before, after }) => {
        expect(after.matches('failed')).toBe(true)
        expect(contextOf(after).failure?.kind).toBe('timeout')
        // A failed refresh leaves the last counts (none shown before the first answer).
        expect(contextOf(after).count).toBe(contextOf(before).count)
      },
    },
  })
})

testTransitionCoverage(pendingCountMachine)
