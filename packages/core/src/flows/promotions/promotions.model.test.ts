import { describe, expect } from 'vitest'
import { type AnyMachineSnapshot, fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectPromotions } from './promotions.connect'
import { promotion } from './promotions.fixtures'
import { promotionsMachine } from './promotions.machine'
import type { PromotionsContext } from './promotions.types'

const twoReady = [
  promotion('A', 'claim'),
  promotion('B', 'claim'),
  promotion('J', 'join'),
  promotion('P', 'join', 'application'),
]
const nothing = [promotion('C', 'closed'), promotion('S', 'comingSoon')]
const claim = { amount: money(1_000n), balance: money(11_000n) }
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PromotionsContext
const view = (snapshot: AnyMachineSnapshot) => connectPromotions(snapshot as never)

const machine = promotionsMachine.provide({
  actions: { announceMoneyMoved: () => {} },
  actors: { followMoney: fromCallback(() => {}) },
})

describe('promotions model', () => {
  testModel(machine, {
    keepActors: ['followMoney'],
    // Claims add to `claimed`, so the graph would never end: at most two claims per path.
    events: (snapshot) => [
      { type: 'promotions.refresh' },
      { type: 'promotions.join', promotionId: 'J' },
      { type: 'promotions.join', promotionId: 'P' },
      ...(contextOf(snapshot).claimed.length < 2
        ? [
            { type: 'promotions.claim', promotionId: 'A' },
            { type: 'promotions.claim', promotionId: 'J' },
            { type: 'promotions.claimAll' },
          ]
        : []),
      { type: 'promotions.retry' },
      { type: 'promotions.dismiss' },
    ],
    outputs: { loadPromotions: [twoReady, nothing], joinPromotion: [{}], claimPayout: [claim] },
    errors: {
      loadPromotions: [new ApiError({ kind: 'network', endpoint: 'availablePromotions' })],
      joinPromotion: [
        new ApiError({ kind: 'business', endpoint: 'signUpPromotion', code: 'promotion_closed' }),
      ],
      claimPayout: [new ApiError({ kind: 'timeout', endpoint: 'requestPromotionReward' })],
    },
    rules: {
      'promotions.refresh': ({ after }) => expect(after.matches('loading')).toBe(true),
      'promotions.join': ({ before, after, event }) => {
        // Only a join-now promotion that is no application: an application has its own form.
        const target = contextOf(before).list?.find((p) => p.id === event.promotionId)
        expect(target).toMatchObject({ status: 'join' })
        expect(target?.kind).not.toBe('application')
        expect(contextOf(after).action).toEqual({ kind: 'join', promotionId: event.promotionId })
        expect(view(after).pending).toEqual({ kind: 'join', promotionId: event.promotionId })
      },
      'promotions.claim': ({ before, after, event }) => {
        expect(contextOf(before).list?.find((p) => p.id === event.promotionId)?.status).toBe('claim')
        expect(after.matches({ ready: 'claiming' })).toBe(true)
        expect(contextOf(after).queue).toEqual([])
      },
      'promotions.claimAll': ({ before, after }) => {
        expect(view(before).canClaimAll).toBe(true)
        expect(contextOf(after).action).toEqual({ kind: 'claim', promotionId: 'A' })
        expect(contextOf(after).queue).toEqual(['B'])
      },
      'promotions.retry': ({ before, after }) => {
        if (before.matches('failed')) return expect(after.matches('loading')).toBe(true)
        // The failed call again, the same promotion.
        expect(contextOf(after).action).toEqual(contextOf(before).action)
        expect(contextOf(after).actionFailure).toBeNull()
      },
      'promotions.dismiss': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ action: null, actionFailure: null, queue: [] })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.loadPromotions': ({ after, event }) => {
        expect(view(after)).toMatchObject({ status: 'ready', list: event.output, failure: null })
      },
      'xstate.error.actor.loadPromotions': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { kind: 'network' } }),
      'xstate.done.actor.joinPromotion': ({ after }) => {
        expect(after.matches('loading')).toBe(true)
        expect(contextOf(after).action).toBeNull()
      },
      'xstate.error.actor.joinPromotion': ({ after }) =>
        expect(view(after)).toMatchObject({ actionFailure: { kind: 'business' }, canRetry: false }),
      'xstate.done.actor.claimPayout': ({ before, after }) => {
        const was = contextOf(before)
        expect(contextOf(after).claimed.at(-1)).toEqual({
          promotionId: was.action?.promotionId,
          amount: claim.amount,
        })
        if (was.queue.length > 0) expect(contextOf(after).action?.promotionId).toBe(was.queue[0])
        else expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.claimPayout': ({ after }) =>
        expect(view(after)).toMatchObject({ actionFailure: { kind: 'timeout' }, canRetry: true }),
    },
  })
})

testTransitionCoverage(promotionsMachine)
