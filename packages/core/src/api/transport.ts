import type { HttpMethod } from './endpoint'

/** Headers every call carries; names are fixed here once (documented in docs/api.md). */
export const headerNames = {
  token: 'X-Session-Token',
  language: 'X-Language',
  merchant: 'X-Merchant',
  device: 'X-Device',
  gatewayVersion: 'X-Gateway-Version',
  encryption: 'X-Encryption',
} as const

/** The gateway protocol version every call announces in `X-Gateway-Version`. */
export const gatewayVersion = '3'

/** What the client hands a transport: a fully resolved request, body already encrypted when it must be. */
export interface TransportRequest {
  /** Endpoint name in the contract, for errors and logs. */
  endpoint: string
  method: HttpMethod
  /** The row is an idempotent read: the transport may repeat it. Anything else is sent exactly once. */
  idempotent?: boolean
  path: string
  query?: Record<string, string>
  json?: unknown
  form?: Record<string, string>
  headers: Record<string, string>
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * Moves a request and returns the parsed JSON body (the envelope, not yet validated). Fails only with an
 * ApiError: network, timeout, http, unauthorized, invalid-response (body not JSON) or aborted.
 */
export type Transport = (request: TransportRequest) => Promise<unknown>
