import { and, assign, setup } from 'xstate'
import type { BankCards, WithdrawCharges, WithdrawOrder } from '../../api/schemas/withdraw'
import { moneyToDecimal } from '../../domain/money'
import { errorOf } from '../shared/error-of'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import {
  afterSubmitFailure,
  cardFieldOfRefusal,
  cardRequest,
  defaultCardId,
  emptyCardFields,
  emptyWithdrawFields,
  fieldChanged,
  isCardLimitReached,
  isOutcomeUnknown,
  newIdempotencyKey,
  typedAmount,
  validateCard,
  validateWithdraw,
  withdrawFailure,
  withdrawRequest,
} from './withdraw.rules'
import type {
  CardRequest,
  WithdrawContext,
  WithdrawEvent,
  WithdrawInput,
  WithdrawLoaded,
  WithdrawRequest,
} from './withdraw.types'

/** Waits this long after the last keystroke in the amount before asking the fee. */
const feeDelayMs = 400
/**
 * The withdraw form, a screen flow: settings and cards load together; the fee of the amount is asked from the
 * server as it is typed; a submit is checked here first, then sent once with an idempotency key that Retry
 * reuses while no answer has come. Cards are added and made default beside it.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext & WithdrawInput,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
  },
  actors: {
    loadWithdraw: notProvided<WithdrawLoaded>('loadWithdraw'),
    loadCharges: notProvided<WithdrawCharges, { amount: string }>('loadCharges'),
    submitWithdraw: notProvided<WithdrawOrder, WithdrawRequest>('submitWithdraw'),
    addCard: notProvided<BankCards, CardRequest>('addCard'),
    setDefaultCard: notProvided<BankCards, { id: string }>('setDefaultCard'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignLoaded: assign(({ context }, loaded: WithdrawLoaded) => ({
      ...loaded,
      fields: { ...context.fields, cardId: context.fields.cardId || defaultCardId(loaded.cards) },
      failure: null,
    })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: withdrawFailure(error) })),
    change: assign(({ context, event }) =>
      event.type === 'withdraw.change' ? fieldChanged(context, event.field, event.value) : {},
    ),
    assignErrors: assign(({ context }) => ({ fieldErrors: validateWithdraw(context), failure: null })),
    takeKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(context.random),
      failure: null,
    })),
    assignOrder: assign((_, order: WithdrawOrder) => ({
      order,
      idempotencyKey: null,
      fields: { ...emptyWithdrawFields },
    })),
    assignSubmitFailure: assign(({ context }, error: unknown) => afterSubmitFailure(context, error)),
    assignCharges: assign((_, charges: WithdrawCharges) => ({ charges })),
    dropCharges: assign({ charges: null }),
    openCard: assign({ addingCard: true, cardErrors: {}, cardFailure: null }),
    closeCard: assign({
      addingCard: false,
      cardFields: { ...emptyCardFields },
      cardErrors: {},
      cardFailure: null,
    }),
    changeCard: assign(({ context, event }) => {
      if (event.type !== 'card.change') return {}
      const { [event.field]: _, ...cardErrors } = context.cardErrors
      return {
        cardFields: { ...context.cardFields, [event.field]: event.value },
        cardErrors,
        cardFailure: null,
      }
    }),
    assignCardErrors: assign(({ context }) => ({ cardErrors: validateCard(context) })),
    assignCards: assign(({ context }, cards: BankCards) => ({
      cards,
      fields: { ...context.fields, cardId: context.fields.cardId || defaultCardId(cards) },
      failure: null,
    })),
    assignCardFailure: assign((_, error: unknown) => {
      const failure = withdrawFailure(error)
      const field = cardFieldOfRefusal(failure.code)
      return field
        ? {
            cardErrors: {
              [field]: { code: failure.code, ...(failure.values && { values: failure.values }) },
            },
            cardFailure: null,
          }
        : { cardFailure: failure }
    }),
    assignFailure: assign((_, error: unknown) => ({ failure: withdrawFailure(error) })),
    reset: assign({
      fields: { ...emptyWithdrawFields },
      fieldErrors: {},
      order: null,
      charges: null,
      failure: null,
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateWithdraw(context)).length === 0,
    hasCardRoom: ({ context }) => !isCardLimitReached(context),
    isCardValid: ({ context }) => Object.keys(validateCard(context)).length === 0,
    isPricedAmount: ({ event }) =>
      event.type === 'withdraw.change' && event.field === 'amount' && typedAmount(event.value) !== null,
    isOtherAmount: ({ event }) => event.type === 'withdraw.change' && event.field === 'amount',
    isRetryable: ({ context }) => context.idempotencyKey !== null && isOutcomeUnknown(context.failure),
    isOtherCard: ({ context, event }) =>
      event.type === 'card.setDefault' &&
      context.cards?.cards.some((card) => card.id === event.id && !card.isDefault) === true,
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    random: input.random,
    settings: null,
    cards: null,
    cardSetting: null,
    accounts: null,
    fields: { ...emptyWithdrawFields },
    fieldErrors: {},
    charges: null,
    idempotencyKey: null,
    order: null,
    failure: null,
    cardFields: { ...emptyCardFields },
    cardErrors: {},
    cardFailure: null,
    addingCard: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWithdraw',
        src: 'loadWithdraw',
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
    },
    failed: { on: { 'withdraw.reload': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        // The fee of the amount as typed is asked here, a moment after the last keystroke; leaving to send
        // anything cancels the question.
        editing: {
          initial: 'idle',
          on: {
            'withdraw.change': [
              { guard: 'isPricedAmount', target: '.waiting', reenter: true, actions: 'change' },
              { guard: 'isOtherAmount', target: '.idle', actions: ['change', 'dropCharges'] },
              { actions: 'change' },
            ],
            'withdraw.submit': [
              { guard: 'isValid', target: 'submitting', actions: 'takeKey' },
              { actions: 'assignErrors' },
            ],
            // Retry sends the same withdrawal again, checked like a submit: a password cleared meanwhile is asked
            // for beside its field, never sent empty.
            'withdraw.retry': [
              { guard: and(['isRetryable', 'isValid']), target: 'submitting' },
              { guard: 'isRetryable', actions: 'assignErrors' },
            ],
            'card.open': { guard: 'hasCardRoom', actions: 'openCard' },
            'card.close': { actions: 'closeCard' },
            'card.change': { actions: 'changeCard' },
            'card.submit': [{ guard: 'isCardValid', target: 'savingCard' }, { actions: 'assignCardErrors' }],
            'card.setDefault': { guard: 'isOtherCard', target: 'settingDefault' },
          },
          states: {
            idle: {},
            waiting: { after: { [feeDelayMs]: 'asking' } },
            asking: {
              invoke: {
                id: 'loadCharges',
                src: 'loadCharges',
                input: ({ context }) => {
                  const amount = typedAmount(context.fields.amount)
                  return { amount: amount ? moneyToDecimal(amount) : '0' }
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignCharges', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'dropCharges' },
              },
            },
          },
        },
        submitting: {
          invoke: {
            id: 'submitWithdraw',
            src: 'submitWithdraw',
            input: ({ context }) => withdrawRequest(context, context.idempotencyKey ?? ''),
            onDone: {
              target: 'done',
              actions: [{ type: 'assignOrder', params: ({ event }) => event.output }, 'announceMoneyMoved'],
            },
            onError: { target: 'editing', actions: { type: 'assignSubmitFailure', params: errorOf } },
          },
        },
        savingCard: {
          invoke: {
            id: 'addCard',
            src: 'addCard',
            input: ({ context }) => cardRequest(context),
            onDone: {
              target: 'editing',
              actions: [{ type: 'assignCards', params: ({ event }) => event.output }, 'closeCard'],
            },
            onError: { target: 'editing', actions: { type: 'assignCardFailure', params: errorOf } },
          },
        },
        settingDefault: {
          invoke: {
            id: 'setDefaultCard',
            src: 'setDefaultCard',
            input: ({ event }) => ({ id: event.type === 'card.setDefault' ? event.id : '' }),
            onDone: {
              target: 'editing',
              actions: { type: 'assignCards', params: ({ event }) => event.output },
            },
            onError: { target: 'editing', actions: { type: 'assignFailure', params: errorOf } },
          },
        },
        done: { on: { 'withdraw.reload': { target: '#withdraw.loading', actions: 'reset' } } },
      },
    },
  },
})
