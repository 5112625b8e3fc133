import { type ApiErrorKind, isApiError } from '../../api/errors'

/**
 * Why a sign-in step did not go through, as a code the app translates. A business refusal keeps the server's
 * code (`wrong_credentials`, `non_member`, …; `unknown` when it sent none) and message; no answer at all
 * (kinds `network` and `timeout`) is `network`, "network link is abnormal"; other kinds are their own code.
 * The flows' own steps add theirs (`bot_check_failed`, `member_info_failed`), and an answer the portal itself
 * refuses keeps its code (`url_refused`: a launch address off the allowed hosts). Shared by login,
 * change-password, the game launch and the chat.
 */
export interface FlowFailure {
  code: string
  kind: ApiErrorKind | 'bot-check'
  serverMessage?: string
  /** When a refusal that lasts ends (`timed_out`, `self_excluded`: the server's `value.until`, ISO time). */
  until?: string
  /** Tries left before a refusal that counts them spends the code or locks (`wrong_sms_code`: `value.attemptsLeft`). */
  attemptsLeft?: number
}

function attemptsLeftOf(value: unknown): number | undefined {
  const left =
    typeof value === 'object' && value !== null
      ? (value as { attemptsLeft?: unknown }).attemptsLeft
      : undefined
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : undefined
}

function untilOf(value: unknown): string | undefined {
  const until = typeof value === 'object' && value !== null ? (value as { until?: unknown }).until : undefined
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : undefined
}

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
  const until = kind === 'business' ? untilOf(value) : undefined
  const attemptsLeft = kind === 'business' ? attemptsLeftOf(value) : undefined
  return {
    code: flowCode,
    kind,
    ...(serverMessage ? { serverMessage } : {}),
    ...(until ? { until } : {}),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  }
}
