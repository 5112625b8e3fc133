import { and, assign, type ErrorActorEvent, raise, setup } from 'xstate'
import { isApiError } from '../../api/errors'
import type { PromoCodeClaim, PromoCodeClaimed } from '../../api/schemas/promo-codes'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import { checkPromoCode } from './promo-code.rules'
import type { PromoCodeContext, PromoCodeEvent, PromoCodeInput, PromoCodeRequest } from './promo-code.types'

/**
 * The reward centre's promo code, a screen flow: the codes claimed so far, and a field whose code is checked
 * here, then sent as one request with one new idempotency key. The platform checks the rest (unknown, not valid
 * now, used, not for this member) and credits the bonus to the main wallet; the flow announces `money.moved`,
 * so the wallet follows, and lists the claims again. No answer: only Retry sends, the same code with the same key
 * (the platform answers the same credit, never a second). What was typed is kept through every failure.
 */
export const promoCodeMachine = setup({
  types: {
    context: {} as PromoCodeContext,
    events: {} as PromoCodeEvent | { type: 'promoCode.reload' },
    input: {} as PromoCodeInput,
    children: {} as { loadClaims: 'loadClaims'; claimCode: 'claimCode' },
  },
  actors: {
    loadClaims: notProvided<readonly PromoCodeClaim[]>('loadClaims'),
    claimCode: notProvided<PromoCodeClaimed, PromoCodeRequest>('claimCode'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignClaims: assign((_, claims: readonly PromoCodeClaim[]) => ({ claims, listFailure: null })),
    assignListFailure: assign((_, error: unknown) => ({ listFailure: flowFailure(error) })),
    change: assign(({ event }) =>
      event.type === 'promoCode.change'
        ? { draft: event.value, issue: null, failure: null, claimed: null, request: null }
        : {},
    ),
    assignIssue: assign(({ context }) => {
      const checked = checkPromoCode(context.draft)
      return 'issue' in checked ? { issue: { code: checked.issue }, claimed: null } : {}
    }),
    /** A new action: a new key, the one request it will ever send (Retry aside). */
    takeRequest: assign(({ context }) => {
      const checked = checkPromoCode(context.draft)
      if (!('code' in checked)) return {}
      return {
        request: { code: checked.code, key: requestKey(context.random) },
        issue: null,
        failure: null,
        claimed: null,
      }
    }),
    assignClaimed: assign((_, claimed: PromoCodeClaimed) => ({ claimed, request: null, draft: '' })),
    assignClaimFailure: assign((_, error: unknown) => {
      const failure = flowFailure(error)
      // Refused: nothing moved; the reason shows beside the field and the next click is a new action.
      if (failure.kind === 'business') return { issue: { code: failure.code }, request: null, failure: null }
      // No answer or a server error: the action and its key are kept for Retry.
      return { failure }
    }),
  },
  guards: {
    isValid: ({ context }) => 'code' in checkPromoCode(context.draft),
    isRefusal: ({ event }) => {
      const { error } = event as unknown as ErrorActorEvent
      return isApiError(error) && error.kind === 'business'
    },
    /** The server answered (a server error): nothing moved, so a new click is a new action. */
    isAnswered: ({ context }) => context.failure?.kind !== 'network' && context.failure?.kind !== 'timeout',
  },
}).createMachine({
  id: 'promoCode',
  context: ({ input }) => ({
    random: input.random,
    draft: '',
    claims: null,
    listFailure: null,
    request: null,
    issue: null,
    failure: null,
    claimed: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: { 'promoCode.reload': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadClaims',
            src: 'loadClaims',
            onDone: {
              target: 'loaded',
              actions: { type: 'assignClaims', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'assignListFailure', params: errorOf } },
          },
        },
        loaded: { on: { 'promoCode.reload': 'loading' } },
        failed: { on: { 'promoCode.reload': 'loading', 'promoCode.retry': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'promoCode.change': { actions: 'change' },
            'promoCode.submit': [
              { guard: 'isValid', target: 'claiming', actions: 'takeRequest' },
              { actions: 'assignIssue' },
            ],
          },
        },
        /** The one request of a claim is on its way; nothing else is sent meanwhile. */
        claiming: {
          invoke: {
            id: 'claimCode',
            src: 'claimCode',
            input: ({ context }) => context.request as PromoCodeRequest,
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignClaimed', params: ({ event }) => event.output },
                'announceMoneyMoved',
                raise({ type: 'promoCode.reload' }),
              ],
            },
            onError: [
              {
                guard: 'isRefusal',
                target: 'editing',
                actions: { type: 'assignClaimFailure', params: errorOf },
              },
              { target: 'failed', actions: { type: 'assignClaimFailure', params: errorOf } },
            ],
          },
        },
        /** No answer or a server error: Retry sends the same request; a change starts anew. */
        failed: {
          on: {
            'promoCode.retry': { target: 'claiming', actions: assign({ failure: null }) },
            'promoCode.change': { target: 'editing', actions: 'change' },
            // After no answer only Retry may send, or the first credit could be asked twice.
            'promoCode.submit': {
              guard: and(['isAnswered', 'isValid']),
              target: 'claiming',
              actions: 'takeRequest',
            },
          },
        },
      },
    },
  },
})
