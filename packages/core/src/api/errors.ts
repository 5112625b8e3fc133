/**
 * Every failure of a call is one ApiError with a kind. Machines keep `toFailure()` (plain data) in their
 * context; the app translates `kind` and `code` into sentences.
 */
export type ApiErrorKind =
  | 'network' // no response: DNS, refused, dropped connection
  | 'timeout' // no response within the call's timeout
  | 'http' // a response with a non-2xx status that is not 401
  | 'unauthorized' // 401, or the envelope says the session is gone
  | 'business' // envelope `success: false`: the server refused, `code` and `serverMessage` say why
  | 'invalid-response' // body not JSON, or not the shape the contract says
  | 'aborted' // the caller's AbortSignal fired (the actor left the state)

export interface ApiFailure {
  kind: ApiErrorKind
  endpoint: string
  status?: number
  /** Machine-readable code from the envelope, when the server sent one. */
  code?: string
  /** The server's own message, shown verbatim where the spec says so (e.g. SMS send failure). */
  serverMessage?: string
  /** The envelope's `value` on a business failure (e.g. `{ captcha: true }` after failed logins). */
  value?: unknown
}

export class ApiError extends Error implements ApiFailure {
  readonly kind: ApiErrorKind
  readonly endpoint: string
  readonly status?: number
  readonly code?: string
  readonly serverMessage?: string
  readonly value?: unknown

  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    super(`${failure.endpoint}: ${failure.kind}${failure.code ? ` (${failure.code})` : ''}`, options)
    this.name = 'ApiError'
    this.kind = failure.kind
    this.endpoint = failure.endpoint
    if (failure.status !== undefined) this.status = failure.status
    if (failure.code !== undefined) this.code = failure.code
    if (failure.serverMessage !== undefined) this.serverMessage = failure.serverMessage
    if (failure.value !== undefined) this.value = failure.value
  }

  toFailure(): ApiFailure {
    const { kind, endpoint, status, code, serverMessage, value } = this
    return { kind, endpoint, status, code, serverMessage, value }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Any thrown thing as plain failure data, for a machine's context. */
export function toFailure(error: unknown, endpoint = 'unknown'): ApiFailure {
  if (isApiError(error)) return error.toFailure()
  return { kind: 'network', endpoint }
}
