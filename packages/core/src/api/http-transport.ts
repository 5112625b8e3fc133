import type { KyInstance, Options } from 'ky'
import { ApiError } from './errors'
import type { Transport, TransportRequest } from './transport'

export interface HttpRetryOptions {
  /** Extra attempts after the first, for idempotent reads only. */
  limit?: number
  /** Wait before retry number `attempt` (1-based), in milliseconds. */
  delayMs?: (attempt: number) => number
}

export interface HttpTransportOptions {
  /** Origin and path prefix of the gateway, e.g. `https://portal.example` or `/api`. */
  baseUrl: string
  /** Defaults to the global `fetch`; tests and the simulator pass their own. */
  fetch?: (input: Request, init?: RequestInit) => Promise<Response>
  /** Budget of a whole call, retries included; a request's `timeoutMs` overrides it. */
  timeoutMs?: number
  retry?: HttpRetryOptions
  /**
   * Responses the page asked for before the app ran (the web app's index.html starts the boot calls with the
   * script download). Given a GET's path and query (`/wps/system/status`) and the headers the call carries (an
   * answer asked with another session's token is not this call's), returns its response once, or nothing. An
   * early answer that failed or is not 2xx is asked again the normal way; a 2xx body that is not JSON fails the
   * call as an invalid response, as the call's own answer would.
   */
  early?: (pathAndQuery: string, headers: Readonly<Record<string, string>>) => Promise<Response> | undefined
}

/** Statuses worth asking an idempotent read again: the gateway or an upstream was briefly unavailable. */
const retriedStatuses = [408, 429, 500, 502, 503, 504]

const defaultRetryDelay = (attempt: number) => 300 * 2 ** (attempt - 1)

/**
 * The ky transport. Only a request marked idempotent (a read row of the endpoint table) is ever repeated: any
 * other call may have taken effect before its answer was lost (a launch that cost money, a captcha that replaced
 * the expected answer), so it is sent exactly once and its failure goes back to the flow, which lets the user
 * decide. A time-out is never repeated either: its budget covers the whole call. Whatever goes wrong comes out
 * as an ApiError.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? 15_000
  let loading: Promise<Ky> | undefined

  // ky downloads beside the first page rather than inside it: the boot call can be answered early without it,
  // and it is started at once so the calls after boot do not wait for it. A failed download is tried again.
  const load = (): Promise<Ky> =>
    (loading ??= import('ky').then(
      ({ default: ky, isHTTPError, isTimeoutError }) => ({
        http: ky.create({
          prefix: options.baseUrl,
          ...(options.fetch ? { fetch: options.fetch as NonNullable<Options['fetch']> } : {}),
        }),
        isHTTPError,
        isTimeoutError,
      }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  load().catch(() => undefined)
  const readRetry = {
    limit: options.retry?.limit ?? 2,
    methods: ['get'],
    statusCodes: retriedStatuses,
    delay: options.retry?.delayMs ?? defaultRetryDelay,
    retryOnTimeout: false,
  }

  return async (request) => {
    let ky: Ky | undefined
    try {
      request.signal?.throwIfAborted()
      const early = request.idempotent ? options.early?.(pathAndQuery(request), request.headers) : undefined
      const callTimeout = request.timeoutMs ?? timeoutMs
      if (early) {
        const answer = await earlyAnswer(early, request, callTimeout)
        if (answer !== undefined) return answer
      }
      ky = await load()
      const text = await ky
        .http(request.path, {
          method: request.method,
          headers: { accept: 'application/json', ...request.headers },
          timeout: callTimeout,
          totalTimeout: callTimeout,
          retry: request.idempotent ? readRetry : 0,
          ...(request.signal ? { signal: request.signal } : {}),
          ...body(request),
        })
        .text()
      return parseJson(text, request.endpoint)
    } catch (error) {
      throw toApiError(error, request, ky)
    }
  }
}

interface Ky {
  http: KyInstance
  isHTTPError: typeof import('ky').isHTTPError
  isTimeoutError: typeof import('ky').isTimeoutError
}

function pathAndQuery(request: TransportRequest): string {
  const query = request.query ? new URLSearchParams(request.query).toString() : ''
  return query ? `${request.path}?${query}` : request.path
}

/**
 * The parsed body of an early response, or undefined to ask again: it failed, was not 2xx (the read would have
 * been retried), or its body was cut; only idempotent reads are started early, so asking again is safe. A 2xx
 * body that is not JSON is an invalid response, as it would be for the call itself. It keeps the call's time
 * budget and its abort signal like any other answer.
 */
async function earlyAnswer(early: Promise<Response>, request: TransportRequest, timeoutMs: number) {
  const { endpoint, signal } = request
  const read = early.then(
    async (response) => {
      if (!response.ok) return undefined
      let text: string
      try {
        text = await response.text()
      } catch {
        return undefined
      }
      // A body that is not JSON fails as the call's own answer would: asking again would hide a broken server.
      return parseJson(text, endpoint)
    },
    () => undefined,
  )
  let stop = () => {}
  const cut = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(new ApiError({ kind: 'timeout', endpoint })), timeoutMs)
    const abort = () => reject(new ApiError({ kind: 'aborted', endpoint }))
    signal?.addEventListener('abort', abort, { once: true })
    stop = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', abort)
    }
  })
  try {
    return await Promise.race([read, cut])
  } finally {
    stop()
  }
}

function body(request: TransportRequest): Options {
  if (request.method === 'GET') return request.query ? { searchParams: request.query } : {}
  if (request.form) return { body: new URLSearchParams(request.form) }
  return request.json === undefined ? {} : { json: request.json }
}

function parseJson(text: string, endpoint: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new ApiError({ kind: 'invalid-response', endpoint }, { cause })
  }
}

function toApiError(error: unknown, request: TransportRequest, ky: Ky | undefined): ApiError {
  if (error instanceof ApiError) return error
  const endpoint = request.endpoint
  // Checked first: an abort also surfaces as a rejected fetch or an interrupted body.
  if (request.signal?.aborted) return new ApiError({ kind: 'aborted', endpoint }, { cause: error })
  if (ky?.isTimeoutError(error)) return new ApiError({ kind: 'timeout', endpoint }, { cause: error })
  if (ky?.isHTTPError(error)) {
    const status = error.response.status
    return new ApiError(
      { kind: status === 401 ? 'unauthorized' : 'http', endpoint, status, ...envelopeReason(error.data) },
      { cause: error },
    )
  }
  // Refused or dropped connections, broken body streams, whatever a custom fetch throws, and ky not loading.
  return new ApiError({ kind: 'network', endpoint }, { cause: error })
}

/** The gateway often explains an error status with an envelope; keep its code and message. */
function envelopeReason(data: unknown): { code?: string; serverMessage?: string } {
  let parsed = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      return {}
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return {}
  const { code, message } = parsed as Record<string, unknown>
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { serverMessage: message } : {}),
  }
}
