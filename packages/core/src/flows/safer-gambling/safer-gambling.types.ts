import type {
  ExclusionKind,
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  SaferGambling,
} from '../../api/schemas/safer-gambling'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

/** One limit's row: `deposit.day`, `loss.month`, … */
export type LimitKey = `${LimitKind}.${LimitPeriod}`

export interface Exclusion {
  kind: ExclusionKind
  until: string
}

export interface SaferContext {
  settings: SaferGambling | null
  /** What the member typed per limit row; an empty draft asks to remove the limit. */
  drafts: Partial<Record<LimitKey, string>>
  fieldErrors: FieldErrors<LimitKey>
  /** The call being made (or last made): which row, or the reminder. */
  request: LimitRequest | { minutes: RealityCheckMinutes } | null
  /** The row whose last save went through, for the "saved" mark. */
  saved: LimitKey | null
  /** A time-out or self-exclusion asked for, waiting for the member's confirmation. */
  asked: { kind: ExclusionKind; days: number } | null
  excluded: Exclusion | null
  failure: FlowFailure | null
  /** Time since the settings were loaded: a pending rise's countdown is its `remainingMs` less this. */
  elapsedMs: number
}

export interface LimitRequest {
  kind: LimitKind
  period: LimitPeriod
  /** Decimal text, or null to remove the limit. */
  amount: string | null
}

export type SaferEvent =
  | { type: 'safer.change'; limit: LimitKey; value: string }
  | { type: 'safer.saveLimit'; limit: LimitKey }
  | { type: 'safer.setReminder'; minutes: RealityCheckMinutes }
  | { type: 'safer.askExclusion'; kind: ExclusionKind; days: number }
  | { type: 'safer.confirmExclusion' }
  | { type: 'safer.cancelExclusion' }
  /** Load again after a failed load or a failed refresh. */
  | { type: 'safer.retry' }

export type SaferEmitted = { type: 'safer.excluded'; exclusion: Exclusion }
