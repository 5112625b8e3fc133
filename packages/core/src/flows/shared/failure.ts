import { type ApiErrorKind, isApiError } from '../../api/errors'

/**
 * Why a step of a flow did not go through, as a code the app translates: the one failure every flow keeps.
 * A business refusal keeps the server's code (`wrong_credentials`, `real_name_locked`, …; `unknown` when it
 * sent none), its message, and what its `value` names; no answer at all (kinds `network` and `timeout`) is
 * `network`, "network link is abnormal"; other kinds are their own code. The flows' own steps add theirs
 * (`bot_check_failed`, `member_info_failed`, a phone-auth code), and an answer the portal itself refuses keeps
 * its code (`url_refused`: a launch address off the allowed hosts).
 */
export interface FlowFailure {
  code: string
  kind: ApiErrorKind | 'bot-check' | 'phone-auth'
  serverMessage?: string
  /** The form field a refusal blames, when the server names one (`value.field`). */
  field?: string
  /** When a refusal that lasts ends (`timed_out`, `self_excluded`: the server's `value.until`, ISO time). */
  until?: string
  /** Tries left before a refusal that counts them spends the code or locks (`wrong_sms_code`: `value.attemptsLeft`). */
  attemptsLeft?: number
}

function entryOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

function attemptsLeftOf(value: unknown): number | undefined {
  const left = entryOf(value, 'attemptsLeft')
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : undefined
}

function untilOf(value: unknown): string | undefined {
  const until = entryOf(value, 'until')
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : undefined
}

function fieldOf(value: unknown): string | undefined {
  const field = entryOf(value, 'field')
  return typeof field === 'string' ? field : undefined
}

/** Any thrown thing as a flow's failure: the one mapper from an error to what a flow keeps. */
export function flowFailure(error: unknown): FlowFailure {
  // Not an ApiError: no answer we could read, as the API client's `toFailure` also says.
  if (!isApiError(error)) return { code: 'network', kind: 'network' }
  const { kind, code, serverMessage, value } = error
  const flowCode =
    kind === 'network' || kind === 'timeout'
      ? 'network'
      : kind === 'business'
        ? (code ?? 'unknown')
        : kind === 'invalid-response' && code
          ? code
          : kind
  const refused = kind === 'business'
  const field = refused ? fieldOf(value) : undefined
  const until = refused ? untilOf(value) : undefined
  const attemptsLeft = refused ? attemptsLeftOf(value) : undefined
  return {
    code: flowCode,
    kind,
    ...(serverMessage ? { serverMessage } : {}),
    ...(field ? { field } : {}),
    ...(until ? { until } : {}),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  }
}
