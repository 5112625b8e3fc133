import {
  type ApiClient,
  ApiError,
  createApiClient,
  createHttpTransport,
  createHybridEncryptor,
  endpoints,
  type HybridEncryptor,
  publicKeyFromClient,
  type RequestContext,
} from '@portal/core'
import type { Simulator } from '../simulator'

export interface TestClient extends ApiClient {
  context: RequestContext
  /** The core's own encryptor (jsencrypt + Web Crypto), fetching the simulator's public key like the app. */
  encryptor: HybridEncryptor
}

/** The real core client, ky transport and encryptor, given the simulator's fetch (in-process) or a URL (HTTP). */
export function testClient(target: Simulator | string, options: { timeoutMs?: number } = {}): TestClient {
  const context: RequestContext = { token: null, language: 'EN', merchant: 'sim' }
  const transport = createHttpTransport({
    baseUrl: typeof target === 'string' ? target : 'http://sim.test',
    ...(typeof target === 'string' ? {} : { fetch: (request: Request) => target.fetch(request) }),
    retry: { limit: 0 },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  const encryptor = createHybridEncryptor({ getPublicKey: publicKeyFromClient(() => client) })
  const client = createApiClient({ transport, context: () => context, encryptor })
  return { context, encryptor, call: client.call }
}

/** Signs in by username and keeps the token in the client's context. */
export async function signIn(client: TestClient, username: string, password: string): Promise<string> {
  const { token } = await client.call(endpoints.login, { username, password, type: 'username' })
  client.context.token = token
  return token
}

/** The ApiError a call fails with; a call that succeeds, or fails with anything else, fails the test. */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

/** The refusal code a call fails with (see `apiError`). */
export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return (await apiError(promise)).code
}
