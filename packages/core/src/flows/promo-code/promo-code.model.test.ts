import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectPromoCode } from './promo-code.connect'
import { welcomeClaim, welcomeClaimed } from './promo-code.fixtures'
import { promoCodeMachine } from './promo-code.machine'
import type { PromoCodeContext } from './promo-code.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PromoCodeContext
const view = (snapshot: AnyMachineSnapshot) => connectPromoCode(snapshot as never)

const random = cyclingRandom()

// A valid code, one too short, nothing, submitting, retrying.
const events = (): AnyEventObject[] => [
  { type: 'promoCode.change', value: ' welcome8 ' },
  { type: 'promoCode.change', value: 'ab' },
  { type: 'promoCode.submit' },
  { type: 'promoCode.retry' },
  { type: 'promoCode.reload' },
]

describe('promo code model', () => {
  testModel(promoCodeMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events,
    outputs: { loadClaims: [[welcomeClaim]], claimCode: [welcomeClaimed] },
    errors: {
      loadClaims: [new ApiError({ kind: 'network', endpoint: 'promoCodes' })],
      claimCode: [
        new ApiError({ kind: 'timeout', endpoint: 'claimPromoCode' }),
        new ApiError({ kind: 'http', endpoint: 'claimPromoCode', status: 500 }),
        new ApiError({ kind: 'business', endpoint: 'claimPromoCode', code: 'promo_code_used' }),
      ],
    },
    rules: {
      'promoCode.change': ({ event, after }) => {
        expect(contextOf(after)).toMatchObject({
          draft: event.value,
          issue: null,
          request: null,
          failure: null,
        })
        expect(after.matches({ form: 'editing' })).toBe(true)
      },
      'promoCode.submit': ({ before, after }) => {
        const draft = contextOf(before).draft
        if (after.matches({ form: 'claiming' })) {
          expect(contextOf(after).request?.code).toBe(draft.trim())
          expect(contextOf(after).request?.key).toMatch(/^[a-z0-9]{24}$/)
          expect(contextOf(after).request).not.toEqual(contextOf(before).request)
          expect(view(after)).toMatchObject({ claiming: true, canSubmit: false })
        } else {
          // Nothing sent: the reason beside the field, what was typed kept.
          expect(contextOf(after).issue?.code).toBe(
            draft.trim() === '' ? 'promoCode.required' : 'promoCode.invalid',
          )
          expect(contextOf(after).draft).toBe(draft)
        }
      },
      'promoCode.retry': ({ before, after }) => {
        if (before.matches({ form: 'failed' })) {
          // The same action, the same key.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(after.matches({ form: 'claiming' })).toBe(true)
        }
      },
      'promoCode.reload': ({ after }) => expect(after.matches({ list: 'loading' })).toBe(true),
      'xstate.done.actor.loadClaims': ({ after }) =>
        expect(view(after)).toMatchObject({ listStatus: 'loaded', claims: [welcomeClaim] }),
      'xstate.error.actor.loadClaims': ({ after }) =>
        expect(view(after)).toMatchObject({ listStatus: 'failed', listFailure: { kind: 'network' } }),
      'xstate.done.actor.claimCode': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ claimed: welcomeClaimed, request: null, draft: '' })
        // The list loads again, so the new claim shows in it.
        expect(after.matches({ list: 'loading' })).toBe(true)
      },
      'xstate.error.actor.claimCode': ({ before, after }) => {
        const context = contextOf(after)
        if (context.issue) {
          expect(context.issue.code).toBe('promo_code_used')
          expect(context.request).toBeNull()
          expect(context.draft).toBe(contextOf(before).draft)
          expect(after.matches({ form: 'editing' })).toBe(true)
        } else {
          expect(context.request).toBe(contextOf(before).request)
          // After no answer only Retry may send; after a server error a new click is a new action.
          const unanswered = context.failure?.kind === 'timeout'
          expect(view(after)).toMatchObject({ canRetry: true, canSubmit: !unanswered })
        }
      },
    },
  })
})

testTransitionCoverage(promoCodeMachine)
