import { assign, setup } from 'xstate'
import type { AccruedRebates, RebateClaimResult } from '../../api/schemas/wallets'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import type { RebateContext, RebateEvent, RebateInput } from './rebate.types'

/**
 * Manual rebate, a screen flow: what has accrued per game category since the last rebate (valid bets × the
 * §9 rate), and one claim of all of it into the main wallet. A claim is one action with one idempotency key;
 * Retry sends it again with the same key (never a second payment); after it the accrual is loaded again and
 * the balances refreshed.
 */
export const rebateMachine = setup({
  types: {
    context: {} as RebateContext,
    events: {} as RebateEvent,
    input: {} as RebateInput,
    children: {} as { loadRebates: 'loadRebates'; claimRebate: 'claimRebate' },
  },
  actors: {
    loadRebates: notProvided<AccruedRebates>('loadRebates'),
    claimRebate: notProvided<RebateClaimResult, { key: string }>('claimRebate'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignAccrued: assign((_, accrued: AccruedRebates) => ({ accrued, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    takeClaim: assign(({ context }) => ({
      claimKey: requestKey(context.random),
      claimFailure: null,
      claimed: null,
    })),
    assignClaimed: assign((_, claimed: RebateClaimResult) => ({ claimed, claimKey: null })),
    assignClaimFailure: assign((_, error: unknown) => ({ claimFailure: flowFailure(error) })),
    dropClaim: assign({ claimKey: null, claimFailure: null }),
  },
  guards: {
    hasAccrued: ({ context }) => (context.accrued?.total.minor ?? 0n) > 0n,
  },
}).createMachine({
  id: 'rebate',
  context: ({ input }) => ({
    random: input.random,
    accrued: null,
    failure: null,
    claimKey: null,
    claimFailure: null,
    claimed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRebates',
        src: 'loadRebates',
        onDone: { target: 'ready', actions: { type: 'assignAccrued', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'rebate.claim': { guard: 'hasAccrued', target: 'claiming', actions: 'takeClaim' },
            'rebate.refresh': '#rebate.loading',
          },
        },
        /** The claim's one request is on its way. */
        claiming: {
          invoke: {
            id: 'claimRebate',
            src: 'claimRebate',
            input: ({ context }) => ({ key: context.claimKey ?? '' }),
            onDone: {
              target: '#rebate.loading',
              actions: [{ type: 'assignClaimed', params: ({ event }) => event.output }, 'announceMoneyMoved'],
            },
            onError: {
              target: 'claimFailed',
              actions: {
                type: 'assignClaimFailure',
                params: errorOf,
              },
            },
          },
        },
        claimFailed: {
          on: {
            'rebate.retry': { target: 'claiming', actions: assign({ claimFailure: null }) },
            // The claim may have gone through with its answer lost: what is true is loaded again.
            'rebate.dismiss': { target: '#rebate.loading', actions: ['dropClaim', 'announceMoneyMoved'] },
          },
        },
      },
    },
    failed: { on: { 'rebate.retry': 'loading', 'rebate.refresh': 'loading' } },
  },
})
