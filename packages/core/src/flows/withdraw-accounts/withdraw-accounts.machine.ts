import { assign, setup } from 'xstate'
import type { BankCards } from '../../api/schemas/withdraw'
import { errorOf } from '../shared/error-of'
import { notProvided } from '../shared/not-provided'
import { withdrawFailure } from '../withdraw/withdraw.rules'
import { afterRemovalFailure, removalIssue } from './withdraw-accounts.rules'
import type {
  CardRemoval,
  WithdrawAccountsContext,
  WithdrawAccountsEvent,
  WithdrawAccountsLoaded,
} from './withdraw-accounts.types'

/**
 * Withdrawal accounts, a screen flow (issue 32): the member's bank cards with the platform's card setting
 * (how many, which fields). A card is removed after the fund password is typed for it; one request per
 * confirmation, and a refusal (a wrong password, a withdrawal to the card in progress) is said where it belongs.
 */
export const withdrawAccountsMachine = setup({
  types: {
    context: {} as WithdrawAccountsContext,
    events: {} as WithdrawAccountsEvent,
  },
  actors: {
    loadAccounts: notProvided<WithdrawAccountsLoaded>('loadAccounts'),
    removeCard: notProvided<BankCards, CardRemoval>('removeCard'),
  },
  actions: {
    assignLoaded: assign((_, loaded: WithdrawAccountsLoaded) => ({ ...loaded, failure: null })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: withdrawFailure(error) })),
    openRemoval: assign(({ event }) =>
      event.type === 'removal.open'
        ? { removal: { cardId: event.id, password: '' }, removalError: null, removalFailure: null }
        : {},
    ),
    changeRemoval: assign(({ context, event }) =>
      event.type === 'removal.change' && context.removal
        ? { removal: { ...context.removal, password: event.value }, removalError: null, removalFailure: null }
        : {},
    ),
    closeRemoval: assign({ removal: null, removalError: null, removalFailure: null }),
    assignRemovalError: assign(({ context }) => ({
      removalError: removalIssue(context.removal?.password ?? ''),
    })),
    assignRemoved: assign((_, cards: BankCards) => ({
      cards,
      removal: null,
      removalError: null,
      removalFailure: null,
    })),
    assignRemovalFailure: assign(({ context }, error: unknown) => afterRemovalFailure(context, error)),
  },
  guards: {
    isListedCard: ({ context, event }) =>
      event.type === 'removal.open' && context.cards?.cards.some((card) => card.id === event.id) === true,
    isRemovalValid: ({ context }) =>
      context.removal !== null && removalIssue(context.removal.password) === null,
  },
}).createMachine({
  id: 'withdrawAccounts',
  context: {
    cards: null,
    cardSetting: null,
    removal: null,
    removalError: null,
    removalFailure: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
    },
    failed: { on: { 'accounts.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'accounts.reload': { target: '#withdrawAccounts.loading', actions: 'closeRemoval' },
            'removal.open': { guard: 'isListedCard', actions: 'openRemoval' },
            'removal.change': { actions: 'changeRemoval' },
            'removal.cancel': { actions: 'closeRemoval' },
            'removal.confirm': [
              { guard: 'isRemovalValid', target: 'removing' },
              { actions: 'assignRemovalError' },
            ],
          },
        },
        removing: {
          invoke: {
            id: 'removeCard',
            src: 'removeCard',
            input: ({ context }) => context.removal ?? { cardId: '', password: '' },
            onDone: {
              target: 'idle',
              actions: { type: 'assignRemoved', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'assignRemovalFailure', params: errorOf } },
          },
        },
      },
    },
  },
})
