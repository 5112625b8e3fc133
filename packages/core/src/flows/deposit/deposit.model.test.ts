import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { DepositOrder } from '../../api/schemas/deposit'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectDeposit } from './deposit.connect'
import { channelsSample, lost, orderSample, refusals } from './deposit.fixtures'
import { depositMachine } from './deposit.machine'
import { amountIssue } from './deposit.rules'
import type { DepositContext } from './deposit.types'

// A constant random source: every submit draws the same key, so the graph stays finite. The property test
// draws real keys and checks that each action has its own.
const input = { random: () => 0.5 }

const events = (): AnyEventObject[] => [
  { type: 'deposit.choose', channelId: 'USDT' },
  { type: 'deposit.choose', channelId: 'nope' },
  { type: 'deposit.change', value: '150' },
  { type: 'deposit.change', value: '1.234' },
  { type: 'deposit.change', value: '' },
  { type: 'deposit.preset', amount: money(50_000n) },
  { type: 'deposit.promotion', promotionId: 'FIRST100' },
  { type: 'deposit.promotion', promotionId: 'NOPE' },
  { type: 'deposit.promotion', promotionId: null },
  { type: 'deposit.submit' },
  { type: 'deposit.retry' },
  { type: 'deposit.again' },
  { type: 'deposit.refresh' },
  { type: 'deposit.settled' },
]

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositContext
const view = (snapshot: AnyMachineSnapshot) => connectDeposit(snapshot as never)
const placed = orderSample('DP1')
const approved = orderSample('DP1', 'approved')

describe('deposit model', () => {
  testModel(depositMachine, {
    input,
    events,
    outputs: { loadChannels: [channelsSample], loadOrders: [[approved]], submitDeposit: [placed] },
    errors: {
      loadChannels: [new ApiError({ kind: 'timeout', endpoint: 'depositChannels' })],
      loadOrders: [new ApiError({ kind: 'network', endpoint: 'depositOrders' })],
      submitDeposit: [refusals.limit, refusals.belowMin, lost.network],
    },
    keepActors: ['watchDeposits'],
    rules: {
      'deposit.choose': ({ event, before, after }) => {
        const context = contextOf(after)
        expect(context.channelId).toBe(event.channelId)
        const channel = channelsSample.find((known) => known.id === event.channelId)
        expect(context.issue).toEqual(amountIssue(context.amount, channel))
        // A promotion belongs to its channel: another channel drops it.
        if (event.channelId !== contextOf(before).channelId) expect(context.promotionId).toBeNull()
        else expect(context.promotionId).toBe(contextOf(before).promotionId)
        expect(view(after).promotions).toEqual(channel?.promotions ?? [])
      },
      'deposit.promotion': ({ event, before, after }) => {
        const offered = view(before).promotions.some((offer) => offer.id === event.promotionId)
        const expected =
          event.promotionId === null || offered ? event.promotionId : contextOf(before).promotionId
        expect(contextOf(after).promotionId).toBe(expected)
        expect(view(after).promotionId).toBe(expected)
        expect(contextOf(after).amount).toBe(contextOf(before).amount)
      },
      'deposit.change': ({ event, after }) => {
        // Kept as typed; checked at once against the chosen channel.
        const context = contextOf(after)
        expect(context.amount).toBe(event.value)
        expect(view(after).amount).toBe(event.value)
        if (event.value === '1.234') expect(context.issue).toEqual({ code: 'decimals', max: 2 })
        if (event.value === '') expect(context.issue).toBeNull()
        expect(context.failure).toBeNull()
      },
      'deposit.preset': ({ after }) => {
        expect(contextOf(after).amount).toBe('500')
        expect(view(after).presets.find((preset) => preset.selected)?.amount.minor).toBe(50_000n)
      },
      'deposit.submit': ({ before, after }) => {
        if (after.matches({ ready: { form: 'submitting' } })) {
          expect(contextOf(before).key).toBeNull()
          expect(contextOf(after).key).toMatch(/^[A-Za-z0-9]{24}$/)
          expect(view(after).step).toBe('submitting')
        } else {
          // Nothing sent: the problem shows beside the field, the amount stays.
          expect(after.matches({ ready: { form: 'editing' } })).toBe(true)
          expect(contextOf(after).issue).not.toBeNull()
          expect(contextOf(after).amount).toBe(contextOf(before).amount)
          expect(contextOf(after).key).toBeNull()
        }
      },
      'deposit.retry': ({ before, after }) => {
        if (before.matches('failed')) return expect(view(after).status).toBe('loading')
        // The lost submit again, with the same key.
        expect(before.matches({ ready: { form: 'uncertain' } })).toBe(true)
        expect(after.matches({ ready: { form: 'submitting' } })).toBe(true)
        expect(contextOf(after).key).toBe(contextOf(before).key)
        expect(contextOf(after).key).not.toBeNull()
      },
      'deposit.again': ({ after }) => {
        expect(contextOf(after)).toMatchObject({
          amount: '',
          promotionId: null,
          placed: null,
          issue: null,
          failure: null,
        })
        expect(view(after).step).toBe('editing')
      },
      'deposit.refresh': ({ after }) => expect(view(after).ordersLoading).toBe(true),
      'deposit.settled': ({ after }) => expect(view(after).ordersLoading).toBe(true),
      'xstate.done.actor.loadChannels': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'ready', step: 'editing', ordersLoading: true })
        expect(view(after).channel?.id).toBe('BANK')
      },
      'xstate.error.actor.loadChannels': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } }),
      'xstate.done.actor.submitDeposit': ({ after, emitted }) => {
        const context = contextOf(after)
        expect(context.placed).toEqual(placed)
        expect(context.orders[0]).toEqual(placed)
        expect(context.orders.filter((order) => order.reference === 'DP1')).toHaveLength(1)
        expect(context.key).toBeNull()
        expect(emitted).toEqual([{ type: 'deposit.placed', reference: 'DP1' }])
        expect(view(after).step).toBe('placed')
      },
      'xstate.error.actor.submitDeposit': ({ event, before, after }) => {
        const context = contextOf(after)
        if (event.error === lost.network) {
          expect(view(after)).toMatchObject({ step: 'uncertain', failure: { code: 'network' } })
          expect(context.key).toBe(contextOf(before).key)
          return
        }
        expect(view(after).step).toBe('editing')
        expect(context.key).toBeNull()
        expect(context.amount).toBe(contextOf(before).amount)
        if (event.error === refusals.limit)
          expect(context.failure).toMatchObject({
            code: 'deposit_limit_exceeded',
            limit: { period: 'day', remaining: money(5_050n) },
          })
        else expect(context.issue).toMatchObject({ code: 'belowMin' })
      },
      'xstate.done.actor.loadOrders': ({ before, after }) => {
        const context = contextOf(after)
        expect(context.orders.map((order: DepositOrder) => order.reference)).toContain('DP1')
        expect(context.ordersFailure).toBeNull()
        // The order this screen placed follows the list: approved now.
        if (contextOf(before).placed) expect(context.placed?.status).toBe('approved')
        expect(view(after).ordersLoading).toBe(false)
      },
      'xstate.error.actor.loadOrders': ({ after }) =>
        expect(view(after)).toMatchObject({ ordersLoading: false, ordersFailure: { code: 'network' } }),
    },
  })
})

testTransitionCoverage(depositMachine)
