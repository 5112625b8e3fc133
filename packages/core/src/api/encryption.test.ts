import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import type { EncryptedPayload } from '../ports'
import { createApiClient } from './client'
import { createHybridEncryptor, publicKeyFromClient } from './encryption'
import { endpoints } from './endpoints'
import { ApiError } from './errors'
import { createHttpTransport } from './http-transport'
import { headerNames } from './transport'

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})

const rsaDecrypt = (base64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(base64, 'base64'))

/** What the server does (docs/api.md, "Encrypted payloads"). */
function decrypt(payload: EncryptedPayload): string {
  const aesKey = Buffer.from(rsaDecrypt(payload.key).toString('utf8'), 'base64')
  const sealed = Buffer.from(payload.data, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(payload.iv, 'base64'))
  decipher.setAuthTag(sealed.subarray(-16))
  return Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]).toString('utf8')
}

describe('hybrid encryptor', () => {
  it('round-trips through RSA PKCS#1 v1.5 and AES-256-GCM', async () => {
    const encryptor = createHybridEncryptor({ getPublicKey: async () => publicKey })
    const plaintext = JSON.stringify({ username: 'alice', password: 'pä$$ 密码 🎲', captcha: '' })
    const payload = await encryptor.encrypt(plaintext)

    expect(decrypt(payload)).toBe(plaintext)
    expect(Buffer.from(payload.iv, 'base64')).toHaveLength(12)
    expect(rsaDecrypt(payload.key).toString('utf8')).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(payload.data, 'base64')).toHaveLength(Buffer.byteLength(plaintext) + 16)
  })

  it('encrypts a large payload', async () => {
    const encryptor = createHybridEncryptor({ getPublicKey: async () => publicKey })
    const plaintext = JSON.stringify({ blob: 'x'.repeat(300_000) })
    expect(decrypt(await encryptor.encrypt(plaintext))).toBe(plaintext)
  })

  it('uses a fresh key and nonce per payload, and asks for the public key once', async () => {
    const getPublicKey = vi.fn(async () => publicKey)
    const encryptor = createHybridEncryptor({ getPublicKey })
    const first = await encryptor.encrypt('same')
    const second = await encryptor.encrypt('same')
    expect(rsaDecrypt(first.key)).not.toEqual(rsaDecrypt(second.key))
    expect(first.iv).not.toBe(second.iv)
    expect(first.data).not.toBe(second.data)
    expect(getPublicKey).toHaveBeenCalledTimes(1)
  })

  it('asks for the key again after forgetPublicKey', async () => {
    const getPublicKey = vi.fn(async () => publicKey)
    const encryptor = createHybridEncryptor({ getPublicKey })
    await encryptor.encrypt('a')
    encryptor.forgetPublicKey()
    await encryptor.encrypt('b')
    expect(getPublicKey).toHaveBeenCalledTimes(2)
  })

  it('RSA-encrypts short secrets alone', async () => {
    const encryptor = createHybridEncryptor({ getPublicKey: async () => publicKey })
    const sealed = await encryptor.encryptText('dcba')
    expect(rsaDecrypt(sealed).toString('utf8')).toBe('dcba')
  })

  it('fails with invalid-response on an unusable public key, and asks again next time', async () => {
    const getPublicKey = vi.fn(async () => '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')
    const encryptor = createHybridEncryptor({ getPublicKey })
    for (let i = 0; i < 2; i++) {
      const error = await encryptor.encrypt('x').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'rsaPublicKey' })
    }
    expect(getPublicKey).toHaveBeenCalledTimes(2)
  })

  it('leaves no browser globals behind', async () => {
    await createHybridEncryptor({ getPublicKey: async () => publicKey }).encrypt('x')
    expect('window' in globalThis).toBe(false)
    expect('navigator' in globalThis && 'appName' in (globalThis.navigator as object)).toBe(false)
  })
})

describe('encrypted calls through the client', () => {
  it('fetches the public key through the client and sends a payload the server can open', async () => {
    const seen: { path: string; body?: unknown }[] = []
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path === '/wps/session/key/rsa') {
        seen.push({ path })
        return Response.json({ success: true, value: { publicKey } })
      }
      expect(request.headers.get(headerNames.encryption)).toBe('rsa-aes-gcm')
      const body = JSON.parse(decrypt((await request.json()) as EncryptedPayload))
      seen.push({ path, body })
      return Response.json({
        success: true,
        value: { token: 'tok', firstTimeLogin: true, passwordExpired: false },
      })
    }
    const client = createApiClient({
      transport: createHttpTransport({ baseUrl: 'http://portal.test', fetch }),
      context: () => ({ token: null, language: 'EN', merchant: 'M01' }),
      encryptor: createHybridEncryptor({ getPublicKey: publicKeyFromClient(() => client) }),
    })

    const login = { username: 'alice', password: 'secret', type: 'username' } as const
    expect(await client.call(endpoints.login, login)).toEqual({
      token: 'tok',
      firstTimeLogin: true,
      passwordExpired: false,
    })
    await client.call(endpoints.login, login)
    expect(seen).toEqual([
      { path: '/wps/session/key/rsa' },
      { path: '/wps/session/login', body: login },
      { path: '/wps/session/login', body: login },
    ])
  })

  it('fails the encrypted call with the key call failure', async () => {
    const fetch = async () => new Response('down', { status: 502 })
    const client = createApiClient({
      transport: createHttpTransport({ baseUrl: 'http://portal.test', fetch, retry: { limit: 0 } }),
      context: () => ({ token: 'tok', language: 'EN', merchant: 'M01' }),
      encryptor: createHybridEncryptor({ getPublicKey: publicKeyFromClient(() => client) }),
    })
    const error = await client
      .call(endpoints.changePassword, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 502, endpoint: 'rsaPublicKey' })
  })
})
