import { assign, fromCallback, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type {
  Promotion,
  PromotionAction,
  PromotionClaim,
  PromotionStatus,
  PromotionsContext,
  PromotionsEvent,
} from './promotions.types'

const statusOf = (context: PromotionsContext, promotionId: string): PromotionStatus | undefined =>
  context.list?.find((promotion) => promotion.id === promotionId)?.status

const claimable = (context: PromotionsContext) =>
  (context.list ?? []).filter((promotion) => promotion.status === 'claim').map((promotion) => promotion.id)

const failed = errorOf

/**
 * The promotions and their claim hall, a screen flow (the promotions page and the reward centre): the list with
 * the caller's status in each, a join (not an application: that has its own form) and a claim, each one request
 * per click; "claim all" sends the ready claims one after another. After any of them the list is loaded again,
 * since the server decides the statuses; a claim also refreshes the balances. The list also loads again when
 * the real-time channel says the member's money moved, so a deposit approved moves a status at once.
 */
export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
    children: {} as {
      loadPromotions: 'loadPromotions'
      joinPromotion: 'joinPromotion'
      claimPayout: 'claimPayout'
      followMoney: 'followMoney'
    },
  },
  actors: {
    /** Sends `promotions.refresh` when the member's money moved elsewhere (a deposit approved, a bonus paid). */
    followMoney: fromCallback<PromotionsEvent>(() => {
      throw new Error('followMoney was not provided: create the actor through createPromotions()')
    }),
    loadPromotions: notProvided<readonly Promotion[]>('loadPromotions'),
    joinPromotion: notProvided<unknown, { promotionId: string }>('joinPromotion'),
    claimPayout: notProvided<PromotionClaim, { promotionId: string }>('claimPayout'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignList: assign((_, list: readonly Promotion[]) => ({ list, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    takeAction: assign((_, action: PromotionAction) => ({ action, actionFailure: null, queue: [] })),
    takeAll: assign(({ context }) => {
      const [first = '', ...rest] = claimable(context)
      return { action: { kind: 'claim' as const, promotionId: first }, actionFailure: null, queue: rest }
    }),
    nextInQueue: assign(({ context }) => {
      const [next = '', ...rest] = context.queue
      return { action: { kind: 'claim' as const, promotionId: next }, queue: rest }
    }),
    assignClaimed: assign(({ context }, claim: PromotionClaim) => ({
      claimed: [...context.claimed, { promotionId: context.action?.promotionId ?? '', amount: claim.amount }],
    })),
    assignActionFailure: assign((_, error: unknown) => ({ actionFailure: flowFailure(error) })),
    dropAction: assign({ action: null, actionFailure: null, queue: [] }),
  },
  guards: {
    canJoin: ({ context }, promotionId: string) =>
      statusOf(context, promotionId) === 'join' &&
      context.list?.find((promotion) => promotion.id === promotionId)?.kind !== 'application',
    canClaim: ({ context }, promotionId: string) => statusOf(context, promotionId) === 'claim',
    hasClaimable: ({ context }) => claimable(context).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    isJoin: ({ context }) => context.action?.kind === 'join',
  },
}).createMachine({
  id: 'promotions',
  context: { list: null, failure: null, action: null, actionFailure: null, queue: [], claimed: [] },
  invoke: { id: 'followMoney', src: 'followMoney' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: { type: 'assignList', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: failed } },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'promotions.refresh': '#promotions.loading',
            'promotions.join': {
              guard: { type: 'canJoin', params: ({ event }) => event.promotionId },
              target: 'joining',
              actions: {
                type: 'takeAction',
                params: ({ event }) => ({ kind: 'join', promotionId: event.promotionId }),
              },
            },
            'promotions.claim': {
              guard: { type: 'canClaim', params: ({ event }) => event.promotionId },
              target: 'claiming',
              actions: {
                type: 'takeAction',
                params: ({ event }) => ({ kind: 'claim', promotionId: event.promotionId }),
              },
            },
            'promotions.claimAll': { guard: 'hasClaimable', target: 'claiming', actions: 'takeAll' },
          },
        },
        joining: {
          invoke: {
            id: 'joinPromotion',
            src: 'joinPromotion',
            input: ({ context }) => ({ promotionId: context.action?.promotionId ?? '' }),
            onDone: { target: '#promotions.loading', actions: 'dropAction' },
            onError: { target: 'actionFailed', actions: { type: 'assignActionFailure', params: failed } },
          },
        },
        claiming: {
          invoke: {
            id: 'claimPayout',
            src: 'claimPayout',
            input: ({ context }) => ({ promotionId: context.action?.promotionId ?? '' }),
            onDone: [
              {
                guard: 'hasQueue',
                target: 'claiming',
                reenter: true,
                actions: [{ type: 'assignClaimed', params: ({ event }) => event.output }, 'nextInQueue'],
              },
              {
                target: '#promotions.loading',
                actions: [
                  { type: 'assignClaimed', params: ({ event }) => event.output },
                  'dropAction',
                  'announceMoneyMoved',
                ],
              },
            ],
            onError: { target: 'actionFailed', actions: { type: 'assignActionFailure', params: failed } },
          },
        },
        actionFailed: {
          on: {
            'promotions.retry': [
              { guard: 'isJoin', target: 'joining', actions: assign({ actionFailure: null }) },
              { target: 'claiming', actions: assign({ actionFailure: null }) },
            ],
            'promotions.dismiss': {
              target: '#promotions.loading',
              actions: ['dropAction', 'announceMoneyMoved'],
            },
          },
        },
      },
    },
    failed: { on: { 'promotions.retry': 'loading', 'promotions.refresh': 'loading' } },
  },
})
