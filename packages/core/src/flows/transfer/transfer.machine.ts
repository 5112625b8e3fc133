import { and, assign, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { allOf, checkAmount, isAmountError, requestKey, sourceOf } from './transfer.rules'
import type {
  TransferContext,
  TransferDone,
  TransferEvent,
  TransferInput,
  TransferOutcome,
  TransferRequest,
} from './transfer.types'

const availableOf = (context: TransferContext) =>
  sourceOf(context.direction, context.main, context.vendorBalance)

/**
 * A transfer between the main wallet and one vendor's (or "collect all" back to main), a screen flow of the My
 * wallet page. The amount is checked before anything is sent; each submit is one action with one new
 * idempotency key and exactly one request. A failed request keeps its action: Retry sends it again with the
 * same key (the server answers the same transfer, never a second), while changing anything starts a new one.
 * After a success `money.moved` is announced (`announceMoneyMoved`): the wallet, the owner of every balance,
 * loads the balances again, the header's and this page's.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as TransferInput,
    children: {} as { sendRequest: 'sendRequest' },
  },
  actors: {
    sendRequest: notProvided<TransferOutcome, TransferRequest>('sendRequest'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    openForm: assign(({ event }) =>
      event.type === 'transfer.open'
        ? {
            vendor: event.vendor,
            direction: event.direction,
            main: event.main,
            vendorBalance: event.vendorBalance,
            amount: '',
            amountError: null,
            request: null,
            failure: null,
            done: null,
          }
        : {},
    ),
    turn: assign(({ event }) =>
      event.type === 'transfer.direction' ? { direction: event.direction, amountError: null } : {},
    ),
    type: assign(({ event }) =>
      event.type === 'transfer.change' ? { amount: event.amount, amountError: null, failure: null } : {},
    ),
    fillAll: assign(({ context }) => ({ amount: allOf(availableOf(context)), amountError: null })),
    refuseAmount: assign(({ context }) => {
      const checked = checkAmount(context.amount, availableOf(context))
      return { amountError: isAmountError(checked) ? checked : null }
    }),
    /** A new action: a new key, the one request it will ever send (Retry aside). */
    takeTransfer: assign(({ context }) => {
      const amount = checkAmount(context.amount, availableOf(context))
      if (isAmountError(amount) || !context.vendor) return {}
      const request: TransferRequest = {
        kind: 'transfer',
        key: requestKey(context.random),
        vendor: context.vendor,
        direction: context.direction,
        amount,
      }
      return { request, failure: null, done: null }
    }),
    takeCollect: assign(({ context }) => ({
      request: { kind: 'collect', key: requestKey(context.random) } as const,
      failure: null,
      done: null,
    })),
    assignDone: assign(({ context }, outcome: TransferOutcome) => {
      const request = context.request
      if (!request) return {}
      const done: TransferDone | null =
        request.kind === 'transfer'
          ? { kind: 'transfer', vendor: request.vendor, direction: request.direction, amount: request.amount }
          : outcome.kind === 'collect'
            ? { kind: 'collect', amount: outcome.collected, skipped: outcome.skipped }
            : null
      return { done, request: null, vendor: null, amount: '', amountError: null }
    }),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    dropRequest: assign({ request: null, failure: null }),
    forget: assign({ vendor: null, amount: '', amountError: null, request: null, failure: null }),
  },
  guards: {
    isAmountValid: ({ context }) =>
      context.vendor !== null && !isAmountError(checkAmount(context.amount, availableOf(context))),
    hasForm: ({ context }) => context.vendor !== null,
    isRefused: ({ context }) => context.failure?.kind === 'business',
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    random: input.random,
    vendor: null,
    direction: 'in',
    main: null,
    vendorBalance: null,
    amount: '',
    amountError: null,
    request: null,
    failure: null,
    done: null,
  }),
  initial: 'closed',
  states: {
    /** No form open: the page's list, with "collect all". */
    closed: {
      on: {
        'transfer.open': { target: 'editing', actions: 'openForm' },
        'transfer.collectAll': { target: 'sending', actions: 'takeCollect' },
      },
    },
    editing: {
      on: {
        'transfer.open': { target: 'editing', actions: 'openForm' },
        'transfer.direction': { actions: 'turn' },
        'transfer.change': { actions: 'type' },
        'transfer.all': { actions: 'fillAll' },
        'transfer.submit': [
          { guard: 'isAmountValid', target: 'sending', actions: 'takeTransfer' },
          { actions: 'refuseAmount' },
        ],
        'transfer.close': { target: 'closed', actions: 'forget' },
      },
    },
    /** The one request of the action is on its way; nothing else is sent meanwhile. */
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.request as TransferRequest,
        onDone: {
          target: 'closed',
          actions: [{ type: 'assignDone', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    /** The action failed or its answer was lost: Retry sends it again with its key; any change is a new one. */
    failed: {
      on: {
        'transfer.retry': { target: 'sending', actions: assign({ failure: null }) },
        // Refused by the server, nothing moved: a corrected submit is a new action. After no answer only Retry
        // may send, or the first transfer could be made twice.
        'transfer.submit': {
          guard: and(['isRefused', 'isAmountValid']),
          target: 'sending',
          actions: 'takeTransfer',
        },
        'transfer.change': { guard: 'hasForm', target: 'editing', actions: ['type', 'dropRequest'] },
        'transfer.direction': { guard: 'hasForm', target: 'editing', actions: ['turn', 'dropRequest'] },
        'transfer.open': { target: 'editing', actions: 'openForm' },
        'transfer.close': { target: 'closed', actions: ['forget', 'announceMoneyMoved'] },
      },
    },
  },
})
