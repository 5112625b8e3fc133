import { assign, type DoneActorEvent, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import type {
  ClaimBoardContext,
  ClaimBoardEvent,
  ClaimBoardInput,
  LoadedBoard,
  PendingClaim,
} from './claim-board.types'

const failed = errorOf

/**
 * A board of things the member may claim into the main wallet, a screen flow (issue 32): mission milestones,
 * achievements, the prize wheel's spin. The platform says what may be claimed and what a claim pays; the flow
 * sends one request per claim with one idempotency key, Retry sends the same key (never a second payment), and
 * after a claim the board is loaded again and `money.moved` announced. What the claim answered stays in
 * `claimed` (a wheel shows its prize from it).
 */
export const claimBoardMachine = setup({
  types: {
    context: {} as ClaimBoardContext,
    events: {} as ClaimBoardEvent,
    input: {} as ClaimBoardInput,
    children: {} as { loadBoard: 'loadBoard'; claimItem: 'claimItem' },
  },
  actors: {
    loadBoard: notProvided<LoadedBoard>('loadBoard'),
    claimItem: notProvided<unknown, PendingClaim>('claimItem'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignBoard: assign((_, loaded: LoadedBoard) => ({
      board: loaded.board,
      claimable: loaded.claimable,
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    takeClaim: assign(({ context }, id: string) => ({
      claim: { id, key: requestKey(context.random) },
      claimFailure: null,
      claimed: null,
    })),
    assignClaimed: assign((_, claimed: unknown) => ({ claimed, claim: null })),
    assignClaimFailure: assign((_, error: unknown) => ({ claimFailure: flowFailure(error) })),
    dropClaim: assign({ claim: null, claimFailure: null }),
  },
  guards: {
    claimable: ({ context }, id: string) => context.claimable.includes(id),
  },
}).createMachine({
  id: 'claimBoard',
  context: ({ input }) => ({
    random: input.random,
    board: null,
    claimable: [],
    failure: null,
    claim: null,
    claimFailure: null,
    claimed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        onDone: { target: 'ready', actions: { type: 'assignBoard', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: failed } },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'board.claim': {
              guard: { type: 'claimable', params: ({ event }) => event.id },
              target: 'claiming',
              actions: { type: 'takeClaim', params: ({ event }) => event.id },
            },
            'board.refresh': '#claimBoard.loading',
          },
        },
        /** The claim's one request is on its way. */
        claiming: {
          invoke: {
            id: 'claimItem',
            src: 'claimItem',
            input: ({ context }) => context.claim ?? { id: '', key: '' },
            onDone: {
              target: '#claimBoard.loading',
              actions: [
                { type: 'assignClaimed', params: ({ event }: { event: DoneActorEvent }) => event.output },
                'announceMoneyMoved',
              ],
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
            'board.retry': { target: 'claiming', actions: assign({ claimFailure: null }) },
            // The claim may have gone through with its answer lost: what is true is loaded again.
            'board.dismiss': { target: '#claimBoard.loading', actions: ['dropClaim', 'announceMoneyMoved'] },
          },
        },
      },
    },
    failed: { on: { 'board.retry': 'loading', 'board.refresh': 'loading' } },
  },
})
