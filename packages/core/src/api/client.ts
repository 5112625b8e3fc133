import * as v from 'valibot'
import type { Encryptor } from '../ports'
import type { EndpointInput, EndpointOutput } from './endpoint'
import { type EndpointName, type Endpoints, endpoints } from './endpoints'
import { ApiError } from './errors'
import { envelopeSchema } from './schemas/common'
import { headerNames, type Transport, type TransportRequest } from './transport'

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
  onUnauthorized?: (endpoint: EndpointName) => void
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface ApiClient {
  call<K extends EndpointName>(
    name: K,
    input: EndpointInput<Endpoints[K]>,
    options?: CallOptions,
  ): Promise<EndpointOutput<Endpoints[K]>>
}

const gatewayVersion = '3'

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function call<K extends EndpointName>(
    name: K,
    input: EndpointInput<Endpoints[K]>,
    callOptions: CallOptions = {},
  ): Promise<EndpointOutput<Endpoints[K]>> {
    try {
      const raw = await options.transport(await buildRequest(name, input, callOptions.signal))
      return unwrap(name, raw) as EndpointOutput<Endpoints[K]>
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
    name: EndpointName,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<TransportRequest> {
    const row = endpoints[name]
    const context = options.context()
    if (row.auth && !context.token) throw new ApiError({ kind: 'unauthorized', endpoint: name })
    const headers: Record<string, string> = {
      [headerNames.device]: 'WEB',
      [headerNames.gatewayVersion]: gatewayVersion,
      [headerNames.language]: context.language,
      [headerNames.merchant]: context.merchant,
      ...('headers' in row ? row.headers : {}),
    }
    if (context.token) headers[headerNames.token] = context.token
    const request: TransportRequest = { endpoint: name, method: row.method, path: row.path, headers }
    if (signal) request.signal = signal
    if ('timeoutMs' in row && typeof row.timeoutMs === 'number') request.timeoutMs = row.timeoutMs
    const fields = (input ?? {}) as Record<string, unknown>
    if (row.method === 'GET') request.query = stringifyFields(fields)
    else if (row.encrypted) {
      if (!options.encryptor) throw new Error(`${name} is encrypted but the client has no encryptor`)
      headers[headerNames.encryption] = 'rsa-aes-gcm'
      request.json = await options.encryptor.encrypt(JSON.stringify(fields), signal)
    } else if ('form' in row && row.form) request.form = stringifyFields(fields)
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
function unwrap(name: EndpointName, raw: unknown): unknown {
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
  const parsed = v.safeParse(endpoints[name].response, value)
  if (!parsed.success) throw new ApiError({ kind: 'invalid-response', endpoint: name })
  return parsed.output
}
