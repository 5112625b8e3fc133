import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { referralMachine } from './referral.machine'
import type { CopyTarget, ReferralEvent, ReferralRecord } from './referral.types'

export type ReferralSnapshot = SnapshotFrom<typeof referralMachine>

export interface ReferralView {
  status: 'loading' | 'ready' | 'failed'
  /** Kept while a refresh loads, so the page does not blank. */
  record: ReferralRecord | null
  /** Invitees who made a first deposit. */
  depositedCount: number
  copied: CopyTarget | null
  failure: FlowFailure | null
}

function viewOfReferral(snapshot: ReferralSnapshot | undefined): ReferralView {
  if (!snapshot) return { status: 'loading', record: null, depositedCount: 0, copied: null, failure: null }
  const { context } = snapshot
  const status = snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'
  return {
    status,
    record: context.record,
    depositedCount: context.record?.invitees.filter((invitee) => invitee.deposited).length ?? 0,
    copied: context.copied,
    failure: context.failure,
  }
}

export const referralIntents = /* @__PURE__ */ defineIntents((send: Send<ReferralEvent>) => ({
  refresh: () => send({ type: 'referral.refresh' }),
  retry: () => send({ type: 'referral.retry' }),
  markCopied: (what: CopyTarget) => send({ type: 'referral.copied', what }),
}))

export type ReferralIntents = ReturnType<typeof referralIntents>

/** Snapshot → the invite-friends page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectReferral: Connect<
  ReferralSnapshot | undefined,
  ReferralEvent,
  ReferralView & ReferralIntents
> = /* @__PURE__ */ defineConnect(viewOfReferral, referralIntents)
