import type { SnapshotFrom } from 'xstate'
import type { Contract, ContractAction } from '../../api/schemas/contracts'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { contractRequestsMachine } from './contract-requests.machine'
import type { RequestsEvent } from './contract-requests.types'

export type RequestsSnapshot = SnapshotFrom<typeof contractRequestsMachine>

export interface RequestsView {
  /** The prompt is open on `current`. */
  open: boolean
  current: Contract | null
  /** An offer to sign or reject, or a termination asked by the other side to confirm or refuse. */
  asks: 'offer' | 'termination' | null
  sending: ContractAction | null
  /** Requests waiting after this one. */
  waiting: number
  failure: FlowFailure | null
}

function viewOfRequests(snapshot: RequestsSnapshot | undefined): RequestsView {
  const context = snapshot?.context
  const current = context?.requests[0] ?? null
  const sending = snapshot?.matches({ on: 'sending' }) ?? false
  const open = (snapshot?.matches({ on: 'showing' }) ?? false) || sending
  return {
    open: open && current !== null,
    current,
    asks: current === null ? null : current.status === 'offered' ? 'offer' : 'termination',
    sending: sending ? (context?.answer ?? null) : null,
    waiting: Math.max(0, (context?.requests.length ?? 0) - 1),
    failure: context?.failure ?? null,
  }
}

export const requestsIntents = /* @__PURE__ */ defineIntents((send: Send<RequestsEvent>) => ({
  sign: () => send({ type: 'contract.sign' }),
  reject: () => send({ type: 'contract.reject' }),
  confirmTermination: () => send({ type: 'contract.terminate' }),
  later: () => send({ type: 'contract.later' }),
}))

export type RequestsIntents = ReturnType<typeof requestsIntents>

/** Snapshot → the contract prompt's view-model. Signed out (no flow) it is closed. */
export const connectContractRequests: Connect<
  RequestsSnapshot | undefined,
  RequestsEvent,
  RequestsView & RequestsIntents
> = /* @__PURE__ */ defineConnect(viewOfRequests, requestsIntents)
