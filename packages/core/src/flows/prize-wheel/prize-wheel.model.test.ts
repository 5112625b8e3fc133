import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { Spin } from '../../api/schemas/prize-wheel'
import { money } from '../../domain/money'
import { cyclingRandom, testModel } from '../../testing/model'
import { claimBoardMachine } from '../claim-board/claim-board.machine'
import type { LoadedBoard } from '../claim-board/claim-board.types'
import { connectPrizeWheel, type PrizeWheelBoard } from './prize-wheel.connect'

const wheel = {
  wheelId: 'WHEEL-1',
  segments: [money(100n), money(0n), money(500n)],
  turnoverPerTicket: money(10_000n),
  depositPerTicket: money(10_000n),
}
const board = (available: number): LoadedBoard<PrizeWheelBoard> => ({
  board: { wheel, tickets: { available, earned: 1, spins: [] } },
  claimable: available > 0 ? [wheel.wheelId] : [],
})
const spin: Spin = {
  segment: 2,
  prize: money(500n),
  balance: money(1_500n),
  reference: 'BN1',
  ticketsLeft: 0,
}

const random = cyclingRandom()
const view = (snapshot: AnyMachineSnapshot) => connectPrizeWheel(snapshot as never)

/** The wheel's page over the shared claim board: what it lets the member do in each state the board reaches. */
describe('prize wheel model', () => {
  testModel(claimBoardMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events: () => [
      { type: 'board.refresh' },
      { type: 'board.claim', id: 'WHEEL-1' },
      { type: 'board.retry' },
      { type: 'board.dismiss' },
    ],
    outputs: { loadBoard: [board(1), board(0)], claimItem: [spin] },
    errors: {
      loadBoard: [new ApiError({ kind: 'network', endpoint: 'tickets' })],
      claimItem: [
        new ApiError({ kind: 'timeout', endpoint: 'claimTickets' }),
        new ApiError({ kind: 'business', endpoint: 'claimTickets', code: 'no_tickets' }),
      ],
    },
    rules: {
      'board.refresh': ({ after }) => expect(view(after)).toMatchObject({ canSpin: false, spinning: false }),
      'board.retry': ({ before, after }) => {
        if (!before.matches('failed')) expect(view(after)).toMatchObject({ spinning: true, canSpin: false })
      },
      // One spin at a time: while its request is out the wheel cannot be spun again, and no result is shown.
      'board.claim': ({ after }) =>
        expect(view(after)).toMatchObject({ spinning: true, canSpin: false, result: null }),
      'board.dismiss': ({ after }) =>
        expect(view(after)).toMatchObject({ spinning: false, claimFailure: null }),
      'xstate.done.actor.loadBoard': ({ after, event }) => {
        const loaded = event.output as LoadedBoard<PrizeWheelBoard>
        expect(view(after)).toMatchObject({
          wheel,
          tickets: loaded.board.tickets,
          canSpin: loaded.board.tickets.available > 0,
          spinning: false,
        })
      },
      'xstate.error.actor.loadBoard': ({ after }) =>
        expect(view(after)).toMatchObject({ canSpin: false, failure: { code: 'network' } }),
      // The answer is what the wheel shows: the segment the platform picked.
      'xstate.done.actor.claimItem': ({ after }) =>
        expect(view(after)).toMatchObject({ result: spin, spinning: false, canSpin: false }),
      'xstate.error.actor.claimItem': ({ after }) => {
        const shown = view(after)
        expect(shown).toMatchObject({ result: null, spinning: false, canSpin: false })
        expect(shown.canRetryClaim).toBe(shown.claimFailure?.code !== 'no_tickets')
      },
    },
  })
})
