import * as v from 'valibot'
import type { Encryptor } from '../ports'
import type { Endpoint, EndpointInput, EndpointOutput } from './endpoint'
import { ApiError } from './errors'
import { envelopeSchema } from './schemas/common'
import { gatewayVersion, headerNames, type Transport, type TransportRequest } from './transport'

/** Who is calling: read before every call, so a new token or language applies at once. */
export interface RequestContext {
  token: string | null
  /** Product language code (EN, CN, TW, …). */
  language: string
  merchant: string
}

export interface ApiClientOptions {
  transport: Transport
  context: () => RequestContext
  /** Needed only for encrypted (E) calls. */
  encryptor?: Encryptor
  /**
   * Called once per unauthorized answer, so the session can end cleanly wherever it happened. `token` is the one
   * the call was made with (a 401 for an earlier token is no news about the current one); `code` the platform's
   * reason (`session_idle`, `password_changed`, …) when it gave one.
   */
  onUnauthorized?: (endpoint: string, token: string | null, code?: string) => void
  /** Called when the platform answers that the token is limited to a forced password change. */
  onPasswordChangeRequired?: (reason: 'default' | 'expired', token: string | null) => void
}

export interface CallOptions {
  signal?: AbortSignal
  /**
   * Calls with this token instead of the session's, without adopting it: how a link's token is looked at
   * before the visitor says it is theirs.
   */
  token?: string
}

/** The envelope code of a token limited to a forced password change. */
export const passwordChangeRequiredCode = 'password_change_required'

export interface ApiClient {
  /** Calls one row of the contract (`api.call(memberInfo, undefined, { signal })`). */
  call<E extends Endpoint>(row: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function call<E extends Endpoint>(
    row: E,
    input: EndpointInput<E>,
    callOptions: CallOptions = {},
  ): Promise<EndpointOutput<E>> {
    const { name } = row
    const token = callOptions.token ?? options.context().token
    try {
      const raw = await options.transport(await buildRequest(row, input, callOptions.signal, token))
      return unwrap(row, raw) as EndpointOutput<E>
    } catch (error) {
      const failure =
        !(error instanceof ApiError) && callOptions.signal?.aborted
          ? new ApiError({ kind: 'aborted', endpoint: name }, { cause: error })
          : error
      if (failure instanceof ApiError) tellSession(failure, token)
      throw failure
    }
  }

  function tellSession(failure: ApiError, token: string | null) {
    if (failure.kind === 'unauthorized') options.onUnauthorized?.(failure.endpoint, token, failure.code)
    if (failure.kind === 'business' && failure.code === passwordChangeRequiredCode) {
      const reason = (failure.value as { reason?: unknown } | undefined)?.reason
      options.onPasswordChangeRequired?.(reason === 'expired' ? 'expired' : 'default', token)
    }
  }

  async function buildRequest(
    row: Endpoint,
    input: unknown,
    signal: AbortSignal | undefined,
    token: string | null,
  ): Promise<TransportRequest> {
    const { name } = row
    const context = { ...options.context(), token }
    if (row.auth && !context.token) throw new ApiError({ kind: 'unauthorized', endpoint: name })
    const headers: Record<string, string> = {
      [headerNames.device]: 'WEB',
      [headerNames.gatewayVersion]: gatewayVersion,
      [headerNames.language]: context.language,
      [headerNames.merchant]: context.merchant,
      ...row.headers,
    }
    if (context.token) headers[headerNames.token] = context.token
    const request: TransportRequest = { endpoint: name, method: row.method, path: row.path, headers }
    if (signal) request.signal = signal
    if (row.idempotent) request.idempotent = true
    if (row.timeoutMs !== undefined) request.timeoutMs = row.timeoutMs
    const fields = (input ?? {}) as Record<string, unknown>
    if (row.method === 'GET') request.query = stringifyFields(fields)
    else if (row.encrypted) {
      if (!options.encryptor) throw new Error(`${name} is encrypted but the client has no encryptor`)
      headers[headerNames.encryption] = 'rsa-aes-gcm'
      request.json = await options.encryptor.encrypt(JSON.stringify(fields), signal)
    } else if (row.form) request.form = stringifyFields(fields)
    else request.json = fields
    return request
  }

  return { call }
}

function stringifyFields(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) out[key] = String(value)
  return out
}

/** Envelope → value, validated against the endpoint's schema. Nothing unvalidated leaves this function. */
function unwrap(row: Endpoint, raw: unknown): unknown {
  const { name } = row
  const envelope = v.safeParse(envelopeSchema, raw)
  if (!envelope.success) throw new ApiError({ kind: 'invalid-response', endpoint: name })
  const { success, value, message, code } = envelope.output
  if (!success) {
    throw new ApiError({
      kind: code === 'unauthorized' ? 'unauthorized' : 'business',
      endpoint: name,
      ...(code ? { code } : {}),
      ...(message ? { serverMessage: message } : {}),
      ...(value !== undefined ? { value } : {}),
    })
  }
  const parsed = v.safeParse(row.response, value)
  if (!parsed.success) throw new ApiError({ kind: 'invalid-response', endpoint: name })
  return parsed.output
}
