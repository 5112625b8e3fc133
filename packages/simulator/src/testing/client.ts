import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto'
import { type ApiClient, createApiClient, type RequestContext } from '../../../core/src/api/client'
import { createHttpTransport } from '../../../core/src/api/http-transport'
import type { Encryptor } from '../../../core/src/ports/index'
import { simulatorPublicKey } from '../crypto/simulator-key'
import type { Simulator } from '../simulator'

/**
 * Encrypts like the portal does (EncryptedPayload): the base64 text of a fresh AES-256-GCM key, RSA PKCS#1 v1.5
 * with the simulator's public key; `data` is ciphertext followed by the tag.
 */
export const nodeEncryptor: Encryptor = {
  async encrypt(plaintext) {
    const aesKey = randomBytes(32)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv)
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
    const key = publicEncrypt(
      { key: simulatorPublicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(aesKey.toString('base64')),
    )
    return { key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') }
  },
}

export interface TestClient extends ApiClient {
  context: RequestContext
}

/** The real core client and ky transport, given the simulator's fetch (in-process) or a base URL (over HTTP). */
export function testClient(target: Simulator | string, options: { timeoutMs?: number } = {}): TestClient {
  const context: RequestContext = { token: null, language: 'EN', merchant: 'sim' }
  const transport = createHttpTransport({
    baseUrl: typeof target === 'string' ? target : 'http://sim.test',
    ...(typeof target === 'string' ? {} : { fetch: (request: Request) => target.fetch(request) }),
    retry: { limit: 0 },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  const client = createApiClient({ transport, context: () => context, encryptor: nodeEncryptor })
  return { context, call: client.call }
}

/** Signs in by username and keeps the token in the client's context. */
export async function signIn(client: TestClient, username: string, password: string): Promise<string> {
  const { token } = await client.call('login', { username, password, type: 'username' })
  client.context.token = token
  return token
}
