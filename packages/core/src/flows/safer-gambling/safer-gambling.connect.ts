import type { SnapshotFrom } from 'xstate'
import type {
  ExclusionKind,
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
} from '../../api/schemas/safer-gambling'
import { realityCheckMinutes } from '../../api/schemas/safer-gambling'
import type { Money } from '../../domain/money'
import type { ValidationIssue } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { saferGamblingMachine } from './safer-gambling.machine'
import { exclusionChoices, limitKeys, limitOf, splitLimitKey } from './safer-gambling.rules'
import type { Exclusion, LimitKey, SaferEvent } from './safer-gambling.types'

export type SaferGamblingSnapshot = SnapshotFrom<typeof saferGamblingMachine>

export interface LimitRow {
  key: LimitKey
  kind: LimitKind
  period: LimitPeriod
  /** In force now; null: no limit. */
  amount: Money | null
  /** A rise (or removal, amount null) waiting out the cooling-off: when it applies and the time left. */
  pending: { amount: Money | null; appliesAt: string; remainingMs: number } | null
  draft: string
  issue: ValidationIssue | null
  saving: boolean
  saved: boolean
}

export interface SaferGamblingView {
  status: 'loading' | 'failed' | 'ready' | 'excluded'
  /** One call at a time: every control waits while one is out. */
  busy: boolean
  rows: LimitRow[]
  realityCheckMinutes: RealityCheckMinutes
  reminderChoices: readonly RealityCheckMinutes[]
  exclusionChoices: Record<ExclusionKind, readonly number[]>
  /** The exclusion waiting for the member's confirmation (it cannot be undone). */
  confirming: { kind: ExclusionKind; days: number } | null
  excluding: boolean
  excluded: Exclusion | null
  failure: FlowFailure | null
  /** The countdown's re-read failed: the time shown may be out of date until a retry. */
  stale: boolean
}

function viewOfSafer(snapshot: SaferGamblingSnapshot): SaferGamblingView {
  const { context } = snapshot
  const status = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('excluded')
      ? 'excluded'
      : snapshot.matches('failed')
        ? 'failed'
        : 'loading'
  const savingLimit = snapshot.matches({ ready: { edit: 'savingLimit' } })
  const request = context.request && 'kind' in context.request ? context.request : null
  const rows = limitKeys.map((key): LimitRow => {
    const limit = limitOf(context.settings, key)
    const pending = limit?.pending
    return {
      key,
      ...splitLimitKey(key),
      amount: limit?.amount ?? null,
      pending: pending
        ? { ...pending, remainingMs: Math.max(0, pending.remainingMs - context.elapsedMs) }
        : null,
      draft: context.drafts[key] ?? '',
      issue: context.fieldErrors[key] ?? null,
      saving: savingLimit && request !== null && `${request.kind}.${request.period}` === key,
      saved: context.saved === key,
    }
  })
  const excluding = snapshot.matches({ ready: { edit: 'excluding' } })
  return {
    status,
    busy:
      status === 'ready' &&
      !snapshot.matches({ ready: { edit: 'idle' } }) &&
      !snapshot.matches({ ready: { edit: 'confirming' } }),
    rows,
    realityCheckMinutes: context.settings?.realityCheckMinutes ?? 0,
    reminderChoices: realityCheckMinutes,
    exclusionChoices,
    confirming: context.asked,
    excluding,
    excluded: context.excluded,
    failure: context.failure,
    stale: snapshot.matches({ ready: { countdown: 'stale' } }),
  }
}

/** What a view may ask of the safer-gambling flow. */
export const saferGamblingIntents = /* @__PURE__ */ defineIntents((send: Send<SaferEvent>) => ({
  change: (limit: LimitKey, value: string) => send({ type: 'safer.change', limit, value }),
  saveLimit: (limit: LimitKey) => send({ type: 'safer.saveLimit', limit }),
  setReminder: (minutes: RealityCheckMinutes) => send({ type: 'safer.setReminder', minutes }),
  askExclusion: (kind: ExclusionKind, days: number) => send({ type: 'safer.askExclusion', kind, days }),
  confirmExclusion: () => send({ type: 'safer.confirmExclusion' }),
  cancelExclusion: () => send({ type: 'safer.cancelExclusion' }),
  retry: () => send({ type: 'safer.retry' }),
}))

export type SaferGamblingIntents = ReturnType<typeof saferGamblingIntents>

/** Snapshot → the safer-gambling page's view-model, with its intents bound to the actor's `send`. Pure. */
export const connectSaferGambling: Connect<
  SaferGamblingSnapshot,
  SaferEvent,
  SaferGamblingView & SaferGamblingIntents
> = /* @__PURE__ */ defineConnect(viewOfSafer, saferGamblingIntents)
