import { assign, type ErrorActorEvent, setup } from 'xstate'
import type { ConfirmationDetail } from '../../api/schemas/deposit-order'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'

export interface ConfirmationDetailContext {
  payDetailId: string
  detail: ConfirmationDetail | null
  failure: FlowFailure | null
}

export type ConfirmationDetailEvent = { type: 'detail.show' }

/**
 * A payment confirmation in full (issue 32; getDepositConfirmationDetail; docs/flows/confirmation-detail.md),
 * asked only when the withdrawing member wants the payer's proof: the reference their bank gave the transfer
 * and the receipt they sent. One read per ask; a failed one is asked again by the same button.
 */
export const confirmationDetailMachine = setup({
  types: {
    context: {} as ConfirmationDetailContext,
    events: {} as ConfirmationDetailEvent,
    input: {} as { payDetailId: string },
    children: {} as { loadDetail: 'loadDetail' },
  },
  actors: { loadDetail: notProvided<ConfirmationDetail, { payDetailId: string }>('loadDetail') },
  actions: {
    startLoad: assign({ failure: null }),
    assignDetail: assign((_, detail: ConfirmationDetail) => ({ detail })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
}).createMachine({
  id: 'confirmationDetail',
  context: ({ input }) => ({ payDetailId: input.payDetailId, detail: null, failure: null }),
  initial: 'folded',
  states: {
    folded: { on: { 'detail.show': { target: 'loading', actions: 'startLoad' } } },
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ payDetailId: context.payDetailId }),
        onDone: { target: 'shown', actions: { type: 'assignDetail', params: ({ event }) => event.output } },
        onError: {
          target: 'folded',
          actions: { type: 'assignFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    shown: { type: 'final' },
  },
})
