import { assign, fromCallback, setup, stateIn } from 'xstate'
import type { PaymentConfirmation } from '../../api/schemas/withdraw'
import { addImages } from '../../validation/feedback'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { AnswerInput, ConfirmationContext, ConfirmationEvent } from './payment-confirmation.types'

const shown = (items: readonly PaymentConfirmation[]) => ({
  items,
  secondsLeft: items[0]?.autoReceiveInSeconds ?? 0,
  proofs: [],
  refused: [],
})

/**
 * The withdrawal confirmations of the signed-in member (a session flow, spec §4): loaded after sign-in, on every
 * real-time reconnection and on PAYMENT_CONFIRMATION; shown one after another with a countdown to the time the
 * payment counts as received by itself, when the list is asked again. Answers: received (Y), not received
 * with 1–3 proof images (N), or all received (A) after a second confirmation. "Later" puts off the payments
 * shown: a refresh opens the dialog again only for a payment the member has not put off (a reconnection right
 * after the member closed it would otherwise put it straight back); the next sign-in shows them all again.
 */
export const paymentConfirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as {
      watchRealtime: 'watchRealtime'
      loadConfirmations: 'loadConfirmations'
      answerConfirmation: 'answerConfirmation'
    },
  },
  actors: {
    loadConfirmations: notProvided<{ list: PaymentConfirmation[] }>('loadConfirmations'),
    answerConfirmation: notProvided<unknown, AnswerInput>('answerConfirmation'),
    /** Sends `confirmations.refresh` whenever the real-time channel reconnects or says a payment was sent. */
    watchRealtime: fromCallback<ConfirmationEvent>(() => () => {}),
  },
  actions: {
    assignList: assign((_, list: PaymentConfirmation[]) => ({ ...shown(list), failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    answer: assign(({ event }) => ({
      answer:
        event.type === 'confirmation.notReceived'
          ? 'N'
          : event.type === 'confirmation.allReceived'
            ? 'A'
            : 'Y',
      failure: null,
    })),
    addProofs: assign(({ context, event }) => {
      if (event.type !== 'confirmation.addProofs') return {}
      const { images, rejected } = addImages(context.proofs, event.images)
      return { proofs: images, refused: rejected.map(({ file, issue }) => ({ name: file.name, issue })) }
    }),
    removeProof: assign(({ context, event }) =>
      event.type === 'confirmation.removeProof'
        ? { proofs: context.proofs.filter((_, index) => index !== event.index), refused: [] }
        : {},
    ),
    dropAnswered: assign(({ context }) => ({ ...shown(context.items.slice(1)), answer: null })),
    putOffShown: assign(({ context }) => ({
      putOff: [...new Set([...context.putOff, ...context.items.map((item) => item.payDetailId)])],
    })),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    /** A payment the member has not put off: a refresh (a reconnection, the countdown) reopens only for one. */
    hasNewItems: ({ context }, list: readonly PaymentConfirmation[]) =>
      list.some((item) => !context.putOff.includes(item.payDetailId)),
    hasTimeLeft: ({ context }) => context.secondsLeft > 1,
    hasProofs: ({ context }) => context.proofs.length > 0,
    isSending: stateIn({ showing: { step: 'sending' } }),
  },
}).createMachine({
  id: 'confirmations',
  context: { items: [], secondsLeft: 0, proofs: [], refused: [], answer: null, failure: null, putOff: [] },
  invoke: { id: 'watchRealtime', src: 'watchRealtime' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConfirmations',
        src: 'loadConfirmations',
        onDone: [
          {
            guard: { type: 'hasNewItems', params: ({ event }) => event.output.list },
            target: 'showing',
            actions: { type: 'assignList', params: ({ event }) => event.output.list },
          },
          { target: 'idle', actions: { type: 'assignList', params: ({ event }) => event.output.list } },
        ],
        onError: { target: 'idle', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    idle: { on: { 'confirmations.refresh': 'loading' } },
    showing: {
      type: 'parallel',
      states: {
        // The countdown: a state that re-enters itself every second. At zero the server has counted the payment
        // received, so the list is asked again (unless an answer is on its way: its outcome decides).
        clock: {
          initial: 'running',
          states: {
            running: {
              after: {
                1000: [
                  { guard: 'hasTimeLeft', target: 'running', reenter: true, actions: 'tick' },
                  { guard: 'isSending', actions: 'tick' },
                  { target: '#confirmations.loading', actions: 'tick' },
                ],
              },
            },
          },
        },
        step: {
          initial: 'asking',
          states: {
            asking: {
              on: {
                'confirmations.refresh': '#confirmations.loading',
                'confirmation.received': { target: 'sending', actions: 'answer' },
                'confirmation.notReceived': { target: 'proving', actions: 'answer' },
                'confirmation.allReceived': { target: 'confirmingAll', actions: 'answer' },
                'confirmation.later': { target: '#confirmations.idle', actions: 'putOffShown' },
              },
            },
            proving: {
              on: {
                'confirmation.addProofs': { actions: 'addProofs' },
                'confirmation.removeProof': { actions: 'removeProof' },
                'confirmation.send': { guard: 'hasProofs', target: 'sending' },
                'confirmation.back': 'asking',
              },
            },
            confirmingAll: {
              on: { 'confirmation.send': 'sending', 'confirmation.back': 'asking' },
            },
            sending: {
              invoke: {
                id: 'answerConfirmation',
                src: 'answerConfirmation',
                input: ({ context }): AnswerInput => ({
                  isMoneyReceived: context.answer ?? 'Y',
                  payDetailId: context.items[0]?.payDetailId ?? '',
                  ...(context.answer === 'N'
                    ? { proofOfNotReceive: context.proofs.map((proof) => proof.dataUrl) }
                    : {}),
                }),
                onDone: [
                  {
                    guard: ({ context }) => context.items.length > 1,
                    target: '#confirmations.showing',
                    reenter: true,
                    actions: 'dropAnswered',
                  },
                  { target: '#confirmations.idle', actions: 'dropAnswered' },
                ],
                // Told why; the proofs stay, so "not received" can be sent again.
                onError: { target: 'asking', actions: { type: 'assignFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
})
