import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { checkMachine, visited } from '../../testing/machine-property'
import { cyclingRandom } from '../../testing/model'
import { welcomeClaim, welcomeClaimed } from './promo-code.fixtures'
import { promoCodeMachine } from './promo-code.machine'
import { checkPromoCode } from './promo-code.rules'
import type { PromoCodeContext } from './promo-code.types'

describe('promo code rules', () => {
  test('a code is sent only as 4 to 20 letters and digits, spaces around it dropped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (draft) => {
        const checked = checkPromoCode(draft)
        if ('code' in checked) expect(checked.code).toMatch(/^[A-Za-z0-9]{4,20}$/)
        else expect(draft.trim()).not.toMatch(/^[A-Za-z0-9]{4,20}$/)
      }),
      { numRuns: runs.rules },
    )
  })
})

describe('promo code properties over random typing, clicks and answers', () => {
  test('one claim at a time, one key per action, the same key on Retry, nothing typed lost to a failure', async () => {
    const random = cyclingRandom(5)
    const visits = await checkMachine({
      machine: promoCodeMachine.provide({ actions: { announceMoneyMoved: () => {} } }),
      input: {
        random,
      },
      events: fc.oneof(
        fc.constantFrom({ type: 'promoCode.submit' }, { type: 'promoCode.retry' }),
        fc
          .constantFrom('WELCOME8', ' lucky88 ', 'x', '')
          .map((value) => ({ type: 'promoCode.change', value })),
      ),
      outputs: { loadClaims: [[welcomeClaim]], claimCode: [welcomeClaimed] },
      errors: {
        loadClaims: [new ApiError({ kind: 'network', endpoint: 'promoCodes' })],
        claimCode: [
          new ApiError({ kind: 'timeout', endpoint: 'claimPromoCode' }),
          new ApiError({ kind: 'business', endpoint: 'claimPromoCode', code: 'promo_code_expired' }),
        ],
      },
      check: ({ step, before, after, started, pending, answered }) => {
        const was = before.context as PromoCodeContext
        const is = after.context as PromoCodeContext
        expect(pending.filter((call) => call.id === 'claimCode').length).toBeLessThanOrEqual(1)
        const claims = started.filter((call) => call.id === 'claimCode')
        if (claims.length > 0) {
          expect(step.kind).toBe('send')
          expect(is.request).not.toBeNull()
          expect('code' in checkPromoCode(is.request?.code ?? '')).toBe(true)
          // Retry resends the kept action; a submit is a new one.
          if (step.kind === 'send' && step.event.type === 'promoCode.retry')
            expect(is.request).toBe(was.request)
          else expect(is.request?.key).not.toBe(was.request?.key)
        }
        // Only a success empties the field.
        if (is.draft !== was.draft && step.kind !== 'send') expect(answered?.ok && is.claimed).toBeTruthy()
      },
    })
    expect(visited(visits, '"form":"claiming"')).toBe(true)
  }, 120_000)
})
