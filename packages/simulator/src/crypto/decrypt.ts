import type { EncryptedPayload } from '@portal/core'
import { simulatorPrivateKey } from './simulator-key'

/**
 * Opens an encrypted (E) body: RSA (PKCS#1 v1.5) unwraps the base64 text of the AES-256-GCM key, then AES-GCM
 * opens `data` (ciphertext followed by its 16-byte tag, which is the layout Web Crypto expects).
 *
 * Both steps run in Node and in a browser (Storybook runs the simulator in the page): AES on
 * `globalThis.crypto.subtle`, RSA with jsencrypt — the same library the portal encrypts with.
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
  const { JSEncrypt } = await import('jsencrypt')
  const rsa = new JSEncrypt()
  rsa.setPrivateKey(simulatorPrivateKey)
  const plain = rsa.decrypt(base64)
  if (plain === false || plain === null) throw new Error('RSA decryption failed')
  return plain
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
