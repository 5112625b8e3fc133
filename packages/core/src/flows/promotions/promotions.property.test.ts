import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { promotion } from './promotions.fixtures'
import { promotionsMachine } from './promotions.machine'
import type { PromotionsContext } from './promotions.types'

const machine = promotionsMachine.provide({
  actions: { announceMoneyMoved: () => {} },
  actors: { followMoney: fromCallback(() => {}) },
})
const ids = ['A', 'B', 'J', 'P', 'X']

const events = fc.oneof(
  fc.constantFrom(
    { type: 'promotions.refresh' },
    { type: 'promotions.claimAll' },
    { type: 'promotions.retry' },
    { type: 'promotions.dismiss' },
  ),
  fc.constantFrom(...ids).map((promotionId) => ({ type: 'promotions.join', promotionId })),
  fc.constantFrom(...ids).map((promotionId) => ({ type: 'promotions.claim', promotionId })),
)

describe('promotions properties over random joins, claims, reloads and answers', () => {
  test('one call per user action, only for a promotion in the right status, one at a time', async () => {
    const visits = await checkMachine({
      machine,
      keepActors: ['followMoney'],
      events,
      outputs: {
        loadPromotions: [
          [promotion('A', 'claim'), promotion('B', 'claim'), promotion('J', 'join')],
          [promotion('P', 'join', 'application'), promotion('A', 'claimed')],
        ],
        joinPromotion: [{}],
        claimPayout: [{ amount: money(1_000n), balance: money(2_000n) }],
      },
      errors: {
        loadPromotions: [new ApiError({ kind: 'network', endpoint: 'availablePromotions' })],
        joinPromotion: [new ApiError({ kind: 'timeout', endpoint: 'signUpPromotion' })],
        claimPayout: [new ApiError({ kind: 'network', endpoint: 'requestPromotionReward' })],
      },
      check: ({ step, before, started, pending }) => {
        const was = before.context as PromotionsContext
        const actions = started.filter((call) => call.id === 'joinPromotion' || call.id === 'claimPayout')
        // Never two joins or claims in flight; a user event starts at most one.
        expect(
          pending.filter((call) => call.id === 'joinPromotion' || call.id === 'claimPayout').length,
        ).toBeLessThanOrEqual(1)
        if (step.kind === 'send') expect(actions.length).toBeLessThanOrEqual(1)
        for (const call of actions) {
          const { promotionId } = call.input as { promotionId: string }
          const listed = was.list?.find((p) => p.id === promotionId)
          // A retry sends the failed action again; otherwise only what the list allows.
          if (step.kind === 'send' && step.event.type === 'promotions.retry') continue
          if (call.id === 'joinPromotion') {
            expect(listed?.status).toBe('join')
            expect(listed?.kind).not.toBe('application')
          } else expect(listed?.status).toBe('claim')
        }
      },
    })
    expect(visited(visits, '"claiming"')).toBe(true)
    expect(visited(visits, '"actionFailed"')).toBe(true)
  }, 120_000)
})
