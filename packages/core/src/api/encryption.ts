import type { EncryptedPayload, Encryptor } from '../ports'
import type { ApiClient } from './client'
import { rsaPublicKey } from './endpoints'
import { ApiError } from './errors'

export interface HybridEncryptorOptions {
  /** The server's PEM public key; asked once, then cached until `forgetPublicKey`. */
  getPublicKey: (signal?: AbortSignal) => Promise<string>
  /**
   * The RSA step (PKCS#1 v1.5, base64; `false` when the key is unusable): jsencrypt by default. A platform
   * where jsencrypt does not load gives its own, e.g. Node's `publicEncrypt` (jsencrypt 3.5's ES build does not
   * load in plain Node).
   */
  seal?: RsaSeal
}

export type RsaSeal = (publicKey: string, text: string) => Promise<string | false>

export interface HybridEncryptor extends Encryptor {
  /** RSA alone (PKCS#1 v1.5, base64), for short secrets such as the free-play `Encryption` field. */
  encryptText(text: string, signal?: AbortSignal): Promise<string>
  /** After the server rotates its key: the next payload asks for it again. */
  forgetPublicKey(): void
}

/**
 * Hybrid encryption of the E calls (docs/api.md, "Encrypted payloads"): a fresh AES-256-GCM key per payload
 * encrypts the body; the key's base64 text is RSA-encrypted with the server's public key by jsencrypt.
 */
export function createHybridEncryptor(options: HybridEncryptorOptions): HybridEncryptor {
  let publicKey: string | undefined

  async function rsaEncrypt(text: string, signal?: AbortSignal): Promise<string> {
    publicKey ??= await options.getPublicKey(signal)
    signal?.throwIfAborted()
    const sealed = await (options.seal ?? sealWithJsencrypt)(publicKey, text)
    if (sealed === false) {
      publicKey = undefined
      throw new ApiError({
        kind: 'invalid-response',
        endpoint: 'rsaPublicKey',
        code: 'encryption.public-key',
      })
    }
    return sealed
  }

  return {
    encryptText: rsaEncrypt,
    forgetPublicKey() {
      publicKey = undefined
    },
    async encrypt(plaintext, signal): Promise<EncryptedPayload> {
      const { subtle } = globalThis.crypto
      const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
      const [rawKey, data] = await Promise.all([
        subtle.exportKey('raw', aesKey),
        subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(plaintext)),
      ])
      return {
        key: await rsaEncrypt(toBase64(new Uint8Array(rawKey)), signal),
        iv: toBase64(iv),
        data: toBase64(new Uint8Array(data)),
      }
    },
  }
}

/**
 * `getPublicKey` backed by the `rsaPublicKey` call. Takes the client lazily, so the client can be built with
 * this encryptor inside it.
 */
export function publicKeyFromClient(
  client: ApiClient | (() => ApiClient),
): (signal?: AbortSignal) => Promise<string> {
  return async (signal) => {
    const resolved = typeof client === 'function' ? client() : client
    const { publicKey } = await resolved.call(rsaPublicKey, undefined, signal ? { signal } : {})
    return publicKey
  }
}

/** PKCS#1 v1.5, base64; `false` when the key is unusable or the text too long for it. */
async function sealWithJsencrypt(publicKey: string, text: string): Promise<string | false> {
  // Loaded on the first encrypted call: most pages never make one, and jsencrypt is the heaviest dependency.
  const { JSEncrypt } = await import('jsencrypt')
  try {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKey)
    return rsa.encrypt(text)
  } catch {
    return false
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
