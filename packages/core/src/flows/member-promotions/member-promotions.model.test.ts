import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { cyclingRandom, testModel } from '../../testing/model'
import { claimBoardMachine } from '../claim-board/claim-board.machine'
import type { LoadedBoard } from '../claim-board/claim-board.types'
import { connectMemberPromotions } from './member-promotions.connect'
import { type MemberPromotionsBoard, offersOf } from './member-promotions.types'

const at = '2026-12-07T00:00:00.000Z'
const board = (login: 'available' | 'claimed'): MemberPromotionsBoard => ({
  register: { reward: money(888n), state: 'claimed', reason: 'register_claimed', claimedAt: at },
  login: {
    reward: money(200n),
    state: login,
    reason: login === 'claimed' ? 'login_claimed_today' : null,
    nextAt: login === 'claimed' ? at : null,
  },
  savior: {
    reward: money(0n),
    state: 'ineligible',
    reason: 'savior_no_loss',
    periodStart: at,
    periodEnd: at,
    netLoss: money(0n),
    minLoss: money(5_000n),
    percent: 10,
    cap: money(50_000n),
  },
  issued: [
    {
      reward: money(1_888n),
      state: 'available',
      reason: null,
      issueId: 'GIFT-1',
      title: 'Gift',
      issuedAt: at,
      expiresAt: null,
    },
  ],
})
const loaded = (shown: MemberPromotionsBoard): LoadedBoard => ({
  board: shown,
  claimable: offersOf(shown)
    .filter((offer) => offer.state === 'available')
    .map((offer) => offer.id),
})
const claimed = { amount: money(200n), balance: money(1_200n), reference: 'BN1' }

const random = cyclingRandom()
const view = (snapshot: AnyMachineSnapshot) => connectMemberPromotions(snapshot as never)

/** The member promotions over the shared claim board: which may be claimed in each state, and by which id. */
describe('member promotions model', () => {
  testModel(claimBoardMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events: () => [
      { type: 'board.refresh' },
      { type: 'board.claim', id: 'login' },
      { type: 'board.claim', id: 'register' },
      { type: 'board.retry' },
      { type: 'board.dismiss' },
    ],
    outputs: {
      loadBoard: [loaded(board('available')), loaded(board('claimed'))],
      claimItem: [claimed],
    },
    errors: {
      loadBoard: [new ApiError({ kind: 'network', endpoint: 'loginPromotion' })],
      claimItem: [
        new ApiError({ kind: 'timeout', endpoint: 'claimLoginPromotion' }),
        new ApiError({ kind: 'business', endpoint: 'claimLoginPromotion', code: 'login_claimed_today' }),
      ],
    },
    rules: {
      'board.refresh': ({ after }) => expect(view(after).offers.some((o) => o.canClaim)).toBe(false),
      'board.retry': ({ before, after }) => {
        if (!before.matches('failed')) expect(view(after).claiming).toBe('login')
      },
      // Only an available promotion is claimed, one at a time: none other may be claimed meanwhile.
      'board.claim': ({ event, after }) => {
        expect(event.id).toBe('login')
        expect(view(after).offers.map((o) => [o.id, o.claiming, o.canClaim])).toEqual([
          ['issued:GIFT-1', false, false],
          ['register', false, false],
          ['login', true, false],
          ['savior', false, false],
        ])
      },
      'board.dismiss': ({ after }) => expect(view(after).claimFailure).toBeNull(),
      'xstate.done.actor.loadBoard': ({ after }) => {
        for (const offer of view(after).offers) expect(offer.canClaim).toBe(offer.state === 'available')
      },
      'xstate.error.actor.loadBoard': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', offers: [] }),
      'xstate.done.actor.claimItem': ({ after }) => expect(view(after).claimed).toEqual(claimed),
      'xstate.error.actor.claimItem': ({ after }) => {
        const shown = view(after)
        expect(shown.offers.every((o) => !o.claiming && !o.canClaim)).toBe(true)
        expect(shown.canRetryClaim).toBe(shown.claimFailure?.code !== 'login_claimed_today')
      },
    },
  })
})
