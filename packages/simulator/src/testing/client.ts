import {
  type ApiClient,
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
