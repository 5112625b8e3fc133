import type { EncryptedPayload } from '@portal/core'
import { simulatorPrivateKey } from './simulator-key'

/**
 * Opens an encrypted (E) body: RSA (PKCS#1 v1.5) unwraps the base64 text of the AES-256-GCM key, then AES-GCM
 * opens `data` (ciphertext followed by its 16-byte tag, which is the layout Web Crypto expects).
 *
 * AES runs on `globalThis.crypto.subtle`, so it works in Node and in a browser. The RSA step uses node:crypto,
 * imported lazily so the simulator still loads in a browser (Storybook): jsencrypt, which would run there too,
 * is a dependency of @portal/core only and does not resolve from this package.
 */
export async function decryptPayload(payload: EncryptedPayload): Promise<string> {
  const aesKeyText = await rsaDecrypt(payload.key)
  const key = await globalThis.crypto.subtle.importKey('raw', fromBase64(aesKeyText), 'AES-GCM', false, [
    'decrypt',
  ])
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(payload.iv) },
    key,
    fromBase64(payload.data),
  )
  return new TextDecoder().decode(plain)
}

/** RSA PKCS#1 v1.5 with the simulator's private key; the input is base64, as jsencrypt gives it. */
export async function rsaDecrypt(base64: string): Promise<string> {
  const { constants, privateDecrypt } = await import('node:crypto')
  const plain = privateDecrypt(
    { key: simulatorPrivateKey, padding: constants.RSA_PKCS1_PADDING },
    fromBase64(base64),
  )
  return new TextDecoder().decode(plain)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
