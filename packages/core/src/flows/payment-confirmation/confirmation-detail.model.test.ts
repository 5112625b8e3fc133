import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectConfirmationDetail } from './confirmation-detail.connect'
import { type ConfirmationDetailContext, confirmationDetailMachine } from './confirmation-detail.machine'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ConfirmationDetailContext
const view = (snapshot: AnyMachineSnapshot) => connectConfirmationDetail(snapshot as never)
const detail = {
  payDetailId: 'PD1',
  orderNo: 'WD1',
  amount: money(8_000n),
  sentAt: '2026-03-01T08:00:00.000Z',
  memberReference: 'FT-1',
  receipt: { images: ['data:image/png;base64,AA=='], remark: 'sent', at: '2026-03-01T08:01:00.000Z' },
}

describe('confirmation detail model', () => {
  testModel(confirmationDetailMachine, {
    input: { payDetailId: 'PD1' },
    events: () => [{ type: 'detail.show' }],
    outputs: { loadDetail: [detail] },
    errors: {
      loadDetail: [
        new ApiError({ kind: 'network', endpoint: 'depositConfirmationDetail' }),
        new ApiError({
          kind: 'business',
          endpoint: 'depositConfirmationDetail',
          code: 'unknown_confirmation',
        }),
      ],
    },
    rules: {
      'detail.show': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'loading', failure: null })
      },
      'xstate.done.actor.loadDetail': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'shown', detail })
      },
      'xstate.error.actor.loadDetail': ({ after }) => {
        // Folded again with why; the same button asks again.
        expect(view(after).status).toBe('folded')
        expect(contextOf(after).failure?.code).toMatch(/network|unknown_confirmation/)
      },
    },
  })
})

testTransitionCoverage(confirmationDetailMachine)
