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
  /** Called once per unauthorized answer, so the session can end cleanly wherever it happened. */
  onUnauthorized?: (endpoint: string) => void
}

export interface CallOptions {
  signal?: AbortSignal
}

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
    try {
      const raw = await options.transport(await buildRequest(row, input, callOptions.signal))
      return unwrap(row, raw) as EndpointOutput<E>
    } catch (error) {
      const failure =
        !(error instanceof ApiError) && callOptions.signal?.aborted
          ? new ApiError({ kind: 'aborted', endpoint: name }, { cause: error })
          : error
      if (failure instanceof ApiError && failure.kind === 'unauthorized') options.onUnauthorized?.(name)
      throw failure
    }
  }

  async function buildRequest(
    row: Endpoint,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<TransportRequest> {
    const { name } = row
    const context = options.context()
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
