import { and, assign, type ErrorActorEvent, setup } from 'xstate'
import { isApiError } from '../../api/errors'
import type { MrSalaryInfo, MrSalaryPayout } from '../../api/schemas/mr-salary'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import { checkRate, isRateIssue, percentText } from './mr-salary.rules'
import type { MrSalaryAction, MrSalaryContext, MrSalaryEvent, MrSalaryInput } from './mr-salary.types'

type RateRequest = Extract<MrSalaryAction, { kind: 'rate' }>
type PayRequest = Extract<MrSalaryAction, { kind: 'pay' }>

const downlineOf = (event: MrSalaryEvent) => ('downline' in event ? event.downline : '')

/**
 * The agent's daily salary by member ratio, a screen flow: a day's list per direct downline (yesterday first);
 * a rate typed beside a downline is checked here, then sent as one request; a payout is one request with one new
 * idempotency key. After either the list loads again, so statuses and totals are the server's. No answer: only
 * Retry sends, the same request with the same key (the server answers the same payout, never a second).
 */
export const mrSalaryMachine = setup({
  types: {
    context: {} as MrSalaryContext,
    events: {} as MrSalaryEvent,
    input: {} as MrSalaryInput,
    children: {} as { loadInfo: 'loadInfo'; saveRate: 'saveRate'; payOut: 'payOut' },
  },
  actors: {
    loadInfo: notProvided<MrSalaryInfo, { day: string | null }>('loadInfo'),
    saveRate: notProvided<unknown, RateRequest>('saveRate'),
    payOut: notProvided<MrSalaryPayout, PayRequest>('payOut'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignInfo: assign((_, info: MrSalaryInfo) => ({ info, failure: null })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignDay: assign(({ event }) =>
      event.type === 'mrSalary.day' ? { day: event.day, done: null, failure: null, request: null } : {},
    ),
    edit: assign(({ context, event }) => {
      if (event.type !== 'mrSalary.edit') return {}
      const { [event.downline]: _, ...rateErrors } = context.rateErrors
      return {
        drafts: { ...context.drafts, [event.downline]: event.value },
        rateErrors,
        request: null,
        failure: null,
      }
    }),
    assignRateError: assign(({ context, event }) => {
      const checked = checkRate(context.drafts[downlineOf(event)] ?? '', context.info?.ownRate ?? 0)
      if (!isRateIssue(checked)) return {}
      return { rateErrors: { ...context.rateErrors, [downlineOf(event)]: checked } }
    }),
    takeRate: assign(({ context, event }) => {
      const downline = downlineOf(event)
      const rate = checkRate(context.drafts[downline] ?? '', context.info?.ownRate ?? 0)
      if (isRateIssue(rate)) return {}
      return { request: { kind: 'rate', downline, rate } as const, failure: null, done: null }
    }),
    /** A new action: a new key, the one request it will ever send (Retry aside). */
    takePayout: assign(({ context, event }) => ({
      request: {
        kind: 'pay',
        downline: downlineOf(event),
        day: context.info?.day ?? '',
        key: requestKey(context.random),
      } as const,
      failure: null,
      done: null,
    })),
    assignRateDone: assign(({ context }) => {
      const request = context.request as RateRequest
      const { [request.downline]: _, ...drafts } = context.drafts
      return { done: { ...request }, request: null, drafts }
    }),
    assignPaid: assign((_, payout: MrSalaryPayout) => ({
      done: { kind: 'pay', payout } as const,
      request: null,
    })),
    assignSendFailure: assign(({ context }, error: unknown) => {
      const failure = flowFailure(error)
      // No answer or a server error: the action and its key are kept for Retry.
      if (failure.kind !== 'business') return { failure }
      // Refused: nothing moved, so the next click is a new action.
      const request = context.request
      if (request?.kind !== 'rate' || failure.field !== 'rate') return { failure, request: null }
      const max = percentText(context.info?.ownRate ?? 0)
      return {
        request: null,
        rateErrors: { ...context.rateErrors, [request.downline]: { code: failure.code, values: { max } } },
      }
    }),
  },
  guards: {
    isRateValid: ({ context, event }) =>
      !isRateIssue(checkRate(context.drafts[downlineOf(event)] ?? '', context.info?.ownRate ?? 0)),
    isDue: ({ context, event }) =>
      context.info?.rows.some((row) => row.account === downlineOf(event) && row.status === 'due') ?? false,
    isRateRequest: ({ context }) => context.request?.kind === 'rate',
    /** The server refused: nothing moved, the action is over. */
    isRefusal: ({ event }) => {
      const { error } = event as unknown as ErrorActorEvent
      return isApiError(error) && error.kind === 'business'
    },
    /** The server answered (a server error): nothing moved, so a new click is a new action. */
    isAnswered: ({ context }) => context.failure?.kind !== 'network' && context.failure?.kind !== 'timeout',
  },
}).createMachine({
  id: 'mrSalary',
  context: ({ input }) => ({
    random: input.random,
    day: null,
    info: null,
    drafts: {},
    rateErrors: {},
    request: null,
    failure: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        input: ({ context }) => ({ day: context.day }),
        onDone: { target: 'ready', actions: { type: 'assignInfo', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
      on: {
        'mrSalary.day': { target: 'loading', reenter: true, actions: 'assignDay' },
        'mrSalary.edit': { actions: 'edit' },
      },
    },
    loadFailed: {
      on: {
        'mrSalary.retry': 'loading',
        'mrSalary.day': { target: 'loading', actions: 'assignDay' },
      },
    },
    ready: {
      on: {
        'mrSalary.day': { target: 'loading', actions: 'assignDay' },
        'mrSalary.edit': { actions: 'edit' },
        'mrSalary.save': [
          { guard: 'isRateValid', target: 'saving', actions: 'takeRate' },
          { actions: 'assignRateError' },
        ],
        'mrSalary.pay': { guard: 'isDue', target: 'paying', actions: 'takePayout' },
      },
    },
    /** The one request of a rate is on its way; nothing else is sent meanwhile. */
    saving: {
      invoke: {
        id: 'saveRate',
        src: 'saveRate',
        input: ({ context }) => context.request as RateRequest,
        onDone: { target: 'loading', actions: 'assignRateDone' },
        onError: [
          { guard: 'isRefusal', target: 'ready', actions: { type: 'assignSendFailure', params: errorOf } },
          { target: 'failed', actions: { type: 'assignSendFailure', params: errorOf } },
        ],
      },
    },
    /** The one request of a payout is on its way. */
    paying: {
      invoke: {
        id: 'payOut',
        src: 'payOut',
        input: ({ context }) => context.request as PayRequest,
        onDone: {
          target: 'loading',
          actions: [{ type: 'assignPaid', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: [
          { guard: 'isRefusal', target: 'ready', actions: { type: 'assignSendFailure', params: errorOf } },
          { target: 'failed', actions: { type: 'assignSendFailure', params: errorOf } },
        ],
      },
    },
    /** No answer or a server error: Retry sends the same request; a change starts anew. */
    failed: {
      on: {
        'mrSalary.retry': [
          { guard: 'isRateRequest', target: 'saving', actions: assign({ failure: null }) },
          { target: 'paying', actions: assign({ failure: null }) },
        ],
        'mrSalary.day': { target: 'loading', actions: 'assignDay' },
        'mrSalary.edit': { target: 'ready', actions: 'edit' },
        // After no answer only Retry may send, or the first payout could be asked twice.
        'mrSalary.save': [
          { guard: and(['isAnswered', 'isRateValid']), target: 'saving', actions: 'takeRate' },
          { guard: 'isAnswered', actions: 'assignRateError' },
        ],
        'mrSalary.pay': { guard: and(['isAnswered', 'isDue']), target: 'paying', actions: 'takePayout' },
      },
    },
  },
})
