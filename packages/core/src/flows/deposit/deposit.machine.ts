import { assign, emit, fromCallback, setup } from 'xstate'
import type { DepositChannel, DepositOrder } from '../../api/schemas/deposit'
import { errorOf } from '../shared/error-of'
import { notProvided } from '../shared/not-provided'
import {
  amountIssue,
  depositFailure,
  isRefusal,
  newDepositKey,
  presetText,
  refusalIssue,
  submitIssue,
  wireAmount,
  withOrder,
} from './deposit.rules'
import type { DepositContext, DepositEmitted, DepositEvent, DepositInput, SubmitInput } from './deposit.types'

const channelOf = (context: DepositContext) =>
  context.channels.find((channel) => channel.id === context.channelId)

/**
 * Deposit (depositv2, issue 14; docs/flows/deposit.md), a screen flow. The channels load first (Retry after a
 * failure); then two regions: `form` (choose a channel, type or pick an amount, checked as typed; submit once)
 * and `orders` (the member's orders, read again when the real-time channel says a deposit settled).
 *
 * One submit action, one key: `deposit.submit` draws it; an answer that never came (or came unreadable) keeps
 * it and waits in `uncertain` for the member's Retry, which sends the same key, so the server answers the order
 * it may already have made. Nothing is ever sent again without the member asking.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    loadChannels: notProvided<DepositChannel[]>('loadChannels'),
    loadOrders: notProvided<DepositOrder[]>('loadOrders'),
    submitDeposit: notProvided<DepositOrder, SubmitInput>('submitDeposit'),
    /** Tells `deposit.settled`; the portal binds it to the real-time channel. Alone, it listens to nothing. */
    watchDeposits: fromCallback(() => {}),
  },
  actions: {
    assignChannels: assign((_, channels: DepositChannel[]) => ({
      channels,
      channelId: channels[0]?.id ?? null,
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: depositFailure(error) })),
    assignChannel: assign(({ context, event }) => {
      if (event.type !== 'deposit.choose') return {}
      const channel = context.channels.find((known) => known.id === event.channelId)
      const promotionId = event.channelId === context.channelId ? context.promotionId : null
      return {
        channelId: event.channelId,
        promotionId,
        issue: amountIssue(context.amount, channel),
        failure: null,
      }
    }),
    assignAmount: assign(({ context, event }) =>
      event.type === 'deposit.change'
        ? { amount: event.value, issue: amountIssue(event.value, channelOf(context)), failure: null }
        : {},
    ),
    assignPreset: assign(({ context, event }) => {
      if (event.type !== 'deposit.preset') return {}
      const amount = presetText(event.amount)
      return { amount, issue: amountIssue(amount, channelOf(context)), failure: null }
    }),
    assignPromotion: assign(({ event }) =>
      event.type === 'deposit.promotion' ? { promotionId: event.promotionId, failure: null } : {},
    ),
    assignSubmitIssue: assign(({ context }) => ({ issue: submitIssue(context.amount, channelOf(context)) })),
    drawKey: assign(({ context }) => ({ key: newDepositKey(context.random), failure: null })),
    assignPlaced: assign(({ context }, order: DepositOrder) => ({
      placed: order,
      orders: withOrder(context.orders, order),
      key: null,
      failure: null,
    })),
    emitPlaced: emit(
      (_, order: DepositOrder) => ({ type: 'deposit.placed', reference: order.reference }) as const,
    ),
    assignRefusal: assign(({ context }, error: unknown) => {
      const issue = refusalIssue(error, channelOf(context))
      return { key: null, issue, failure: issue ? null : depositFailure(error) }
    }),
    clearForm: assign({ amount: '', promotionId: null, issue: null, placed: null, failure: null }),
    assignOrders: assign(({ context }, orders: DepositOrder[]) => {
      const reference = context.placed?.reference
      const placed = orders.find((order) => order.reference === reference) ?? context.placed
      return { orders: placed ? withOrder(orders, placed) : orders, placed, ordersFailure: null }
    }),
    assignOrdersFailure: assign((_, error: unknown) => ({ ordersFailure: depositFailure(error) })),
  },
  guards: {
    isKnownChannel: ({ context, event }) =>
      event.type === 'deposit.choose' && context.channels.some((channel) => channel.id === event.channelId),
    isOffered: ({ context, event }) =>
      event.type === 'deposit.promotion' &&
      (event.promotionId === null ||
        (channelOf(context)?.promotions ?? []).some((offer) => offer.id === event.promotionId)),
    isSubmittable: ({ context }) =>
      channelOf(context) !== undefined && submitIssue(context.amount, channelOf(context)) === null,
    isRefusal: (_, error: unknown) => isRefusal(error),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    random: input.random,
    channels: [],
    channelId: null,
    promotionId: null,
    amount: '',
    issue: null,
    key: null,
    placed: null,
    orders: [],
    failure: null,
    ordersFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: { target: 'ready', actions: { type: 'assignChannels', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    failed: { on: { 'deposit.retry': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: { id: 'watchDeposits', src: 'watchDeposits' },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'deposit.choose': { guard: 'isKnownChannel', actions: 'assignChannel' },
                'deposit.change': { actions: 'assignAmount' },
                'deposit.preset': { actions: 'assignPreset' },
                'deposit.promotion': { guard: 'isOffered', actions: 'assignPromotion' },
                'deposit.submit': [
                  { guard: 'isSubmittable', target: 'submitting', actions: 'drawKey' },
                  { actions: 'assignSubmitIssue' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'submitDeposit',
                src: 'submitDeposit',
                input: ({ context }) => ({
                  channelId: context.channelId ?? '',
                  amount: wireAmount(context.amount),
                  idempotencyKey: context.key ?? '',
                  ...(context.promotionId ? { promotionId: context.promotionId } : {}),
                }),
                onDone: {
                  target: 'placed',
                  actions: [
                    { type: 'assignPlaced', params: ({ event }) => event.output },
                    { type: 'emitPlaced', params: ({ event }) => event.output },
                  ],
                },
                onError: [
                  {
                    guard: {
                      type: 'isRefusal',
                      params: errorOf,
                    },
                    target: 'editing',
                    actions: {
                      type: 'assignRefusal',
                      params: errorOf,
                    },
                  },
                  {
                    target: 'uncertain',
                    actions: {
                      type: 'assignFailure',
                      params: errorOf,
                    },
                  },
                ],
              },
            },
            /** The answer was lost: the order may exist. Only the member's Retry sends again, with the same key. */
            uncertain: { on: { 'deposit.retry': 'submitting' } },
            placed: { on: { 'deposit.again': { target: 'editing', actions: 'clearForm' } } },
          },
        },
        orders: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadOrders',
                src: 'loadOrders',
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignOrders', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'assignOrdersFailure',
                    params: errorOf,
                  },
                },
              },
            },
            idle: { on: { 'deposit.settled': 'loading', 'deposit.refresh': 'loading' } },
          },
        },
      },
    },
  },
})
