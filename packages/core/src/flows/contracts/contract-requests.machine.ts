import { assign, fromCallback, setup } from 'xstate'
import type { Contract, ContractAction } from '../../api/schemas/contracts'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { AnswerInput, RequestsContext, RequestsEvent } from './contract-requests.types'

const answers: Record<string, ContractAction> = {
  'contract.sign': 'sign',
  'contract.reject': 'reject',
  'contract.terminate': 'terminate',
}

/**
 * The contract requests of the signed-in member (a session flow, spec §2 "Agent contract requests", §4): the
 * consolidated funds call, loaded after sign-in (not for trial accounts, only with AGENTPOLICY3), again on
 * every real-time reconnection and on a contract event. The first request is shown: an offer to sign or
 * reject, or a termination the other side asked for, to confirm or refuse. One answer at a time, then the list
 * is asked again (the answer may have ended other contracts).
 */
export const contractRequestsMachine = setup({
  types: {
    context: {} as RequestsContext,
    events: {} as RequestsEvent,
    // Every invoked child named: the declarations TypeScript prints then type-check without skipLibCheck.
    children: {} as {
      checkEnabled: 'checkEnabled'
      watchRealtime: 'watchRealtime'
      loadRequests: 'loadRequests'
      answerRequest: 'answerRequest'
    },
  },
  actors: {
    /** Signed in, not a trial account, AGENTPOLICY3 on (spec §4 "When logged in"). */
    checkEnabled: notProvided<boolean>('checkEnabled'),
    loadRequests: notProvided<{ requests: Contract[] }>('loadRequests'),
    answerRequest: notProvided<unknown, AnswerInput>('answerRequest'),
    /** Sends `contracts.refresh` whenever the real-time channel reconnects or tells of a contract. */
    watchRealtime: fromCallback<RequestsEvent>(() => () => {}),
  },
  actions: {
    assignRequests: assign((_, requests: Contract[]) => ({ requests, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    answer: assign(({ event }) => ({ answer: answers[event.type] ?? null, failure: null })),
  },
  guards: {
    isOffer: ({ context }) => context.requests[0]?.status === 'offered',
    isTermination: ({ context }) => context.requests[0]?.status === 'terminating',
  },
}).createMachine({
  id: 'contractRequests',
  context: { requests: [], answer: null, failure: null },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'checkEnabled',
        src: 'checkEnabled',
        onDone: [{ guard: ({ event }) => event.output, target: 'on' }, { target: 'off' }],
        onError: 'off',
      },
    },
    off: {},
    on: {
      invoke: { id: 'watchRealtime', src: 'watchRealtime' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRequests',
            src: 'loadRequests',
            onDone: [
              {
                guard: ({ event }) => event.output.requests.length > 0,
                target: 'showing',
                actions: { type: 'assignRequests', params: ({ event }) => event.output.requests },
              },
              {
                target: 'idle',
                actions: { type: 'assignRequests', params: ({ event }) => event.output.requests },
              },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: errorOf } },
          },
        },
        idle: { on: { 'contracts.refresh': 'loading' } },
        showing: {
          on: {
            'contracts.refresh': 'loading',
            'contract.sign': { guard: 'isOffer', target: 'sending', actions: 'answer' },
            'contract.reject': { target: 'sending', actions: 'answer' },
            'contract.terminate': { guard: 'isTermination', target: 'sending', actions: 'answer' },
            'contract.later': 'idle',
          },
        },
        sending: {
          invoke: {
            id: 'answerRequest',
            src: 'answerRequest',
            input: ({ context }): AnswerInput => ({
              kind: context.requests[0]?.kind ?? 'dividend',
              action: context.answer ?? 'reject',
              contractId: context.requests[0]?.id ?? '',
            }),
            onDone: { target: 'loading', actions: assign({ answer: null }) },
            // Told why; the request stays shown so the answer can be given again.
            onError: { target: 'showing', actions: { type: 'assignFailure', params: errorOf } },
          },
        },
      },
    },
  },
})
