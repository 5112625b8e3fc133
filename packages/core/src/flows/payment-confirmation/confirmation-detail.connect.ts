import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type {
  ConfirmationDetailContext,
  ConfirmationDetailEvent,
  confirmationDetailMachine,
} from './confirmation-detail.machine'

export type ConfirmationDetailSnapshot = SnapshotFrom<typeof confirmationDetailMachine>

export interface ConfirmationDetailView extends Pick<ConfirmationDetailContext, 'detail' | 'failure'> {
  status: 'folded' | 'loading' | 'shown'
}

export const confirmationDetailIntents = /* @__PURE__ */ defineIntents(
  (send: Send<ConfirmationDetailEvent>) => ({ show: () => send({ type: 'detail.show' }) }),
)

export type ConfirmationDetailIntents = ReturnType<typeof confirmationDetailIntents>

function viewOfConfirmationDetail(snapshot: ConfirmationDetailSnapshot | undefined): ConfirmationDetailView {
  const status = snapshot?.matches('shown') ? 'shown' : snapshot?.matches('loading') ? 'loading' : 'folded'
  return {
    status,
    detail: snapshot?.context.detail ?? null,
    failure: snapshot?.context.failure ?? null,
  }
}

/** Snapshot → the payer's proof with the intent that asks for it. Pure; no snapshot reads as folded. */
export const connectConfirmationDetail: Connect<
  ConfirmationDetailSnapshot | undefined,
  ConfirmationDetailEvent,
  ConfirmationDetailView & ConfirmationDetailIntents
> = /* @__PURE__ */ defineConnect(viewOfConfirmationDetail, confirmationDetailIntents)
