import type { SnapshotFrom } from 'xstate'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { rebateMachine } from './rebate.machine'
import type { AccruedRebate, RebateClaimResult, RebateEvent } from './rebate.types'

export type RebateSnapshot = SnapshotFrom<typeof rebateMachine>

export interface RebateView {
  /** `loading` nothing to show yet (a reload keeps the last rows); `failed` none could be loaded. */
  status: 'loading' | 'ready' | 'failed'
  /** Per game category: valid bets, the rate (null shows '-') and the rebate. */
  rows: readonly AccruedRebate[]
  total: Money | null
  /** When the last rebate was paid (ISO time), null if never. */
  since: string | null
  canClaim: boolean
  claiming: boolean
  claimFailure: FlowFailure | null
  /** The failed claim may be sent again with its key (no answer came, or the server failed). */
  canRetryClaim: boolean
  claimed: RebateClaimResult | null
  failure: FlowFailure | null
}

function viewOfRebate(snapshot: RebateSnapshot | undefined): RebateView {
  const context = snapshot?.context
  const accrued = context?.accrued ?? null
  const failed = snapshot?.matches('failed') ?? false
  const claimFailure = snapshot?.matches({ ready: 'claimFailed' }) ? (context?.claimFailure ?? null) : null
  return {
    status: accrued ? 'ready' : failed ? 'failed' : 'loading',
    rows: accrued?.list ?? [],
    total: accrued?.total ?? null,
    since: accrued?.since ?? null,
    canClaim: (snapshot?.matches({ ready: 'idle' }) ?? false) && (accrued?.total.minor ?? 0n) > 0n,
    claiming: snapshot?.matches({ ready: 'claiming' }) ?? false,
    claimFailure,
    canRetryClaim: claimFailure !== null && claimFailure.kind !== 'business',
    claimed: context?.claimed ?? null,
    failure: failed ? (context?.failure ?? null) : null,
  }
}

export const rebateIntents = /* @__PURE__ */ defineIntents((send: Send<RebateEvent>) => ({
  refresh: () => send({ type: 'rebate.refresh' }),
  claim: () => send({ type: 'rebate.claim' }),
  retry: () => send({ type: 'rebate.retry' }),
  dismiss: () => send({ type: 'rebate.dismiss' }),
}))

export type RebateIntents = ReturnType<typeof rebateIntents>

/** Snapshot → the manual rebate page's view-model with its intents. Pure. */
export const connectRebate: Connect<RebateSnapshot | undefined, RebateEvent, RebateView & RebateIntents> =
  /* @__PURE__ */ defineConnect(viewOfRebate, rebateIntents)
