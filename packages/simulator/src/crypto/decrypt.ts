import type { EncryptedPayload } from '@portal/core'
import { simulatorPrivateKey } from './simulator-key'

/**
 * Opens an encrypted (E) body: RSA (PKCS#1 v1.5) unwraps the base64 text of the AES-256-GCM key, then AES-GCM
 * opens `data` (ciphertext followed by its 16-byte tag, which is the layout Web Crypto expects).
 *
 * Both steps run in Node and in a browser (Storybook runs the simulator in the page): AES on
 * `globalThis.crypto.subtle`, RSA as `rsaDecrypt` says.
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

/**
 * RSA PKCS#1 v1.5 with the simulator's private key; the input is base64, as jsencrypt gives it. On Node the RSA
 * step is OpenSSL's (about 1 ms, where jsencrypt's JavaScript arithmetic took 26 ms of CPU for every sign-in and
 * every encrypted body, in each unit test and e2e world); in a browser, jsencrypt. Node refuses PKCS#1 v1.5
 * padding in `privateDecrypt` (the Marvin attack), so the padding is taken off here, as jsencrypt does: this key
 * protects nothing (simulator-key.ts).
 */
export async function rsaDecrypt(base64: string): Promise<string> {
  const nodeCrypto = globalThis.process?.getBuiltinModule?.('node:crypto')
  const plain = nodeCrypto ? nativeDecrypt(nodeCrypto, base64) : await jsencryptDecrypt(base64)
  if (plain === null) throw new Error('RSA decryption failed')
  return plain
}

async function jsencryptDecrypt(base64: string): Promise<string | null> {
  const { JSEncrypt } = await import('jsencrypt')
  const rsa = new JSEncrypt()
  rsa.setPrivateKey(simulatorPrivateKey)
  const plain = rsa.decrypt(base64)
  return plain === false ? null : plain
}

const modulusBytes = 256

function nativeDecrypt(nodeCrypto: typeof import('node:crypto'), base64: string): string | null {
  const sealed = Buffer.from(base64, 'base64')
  if (sealed.length > modulusBytes) return null
  let padded: Buffer
  try {
    padded = nodeCrypto.privateDecrypt(
      { key: simulatorPrivateKey, padding: nodeCrypto.constants.RSA_NO_PADDING },
      Buffer.concat([Buffer.alloc(modulusBytes - sealed.length), sealed]),
    )
  } catch {
    return null
  }
  return unpad(padded)
}

/** jsencrypt's pkcs1unpad2: 00 02, non-zero padding, 00, then the text in its UTF-8 reading (up to 3 bytes). */
function unpad(bytes: Uint8Array): string | null {
  let i = 0
  while (i < bytes.length && bytes[i] === 0) i++
  if (bytes.length - i !== modulusBytes - 1 || bytes[i] !== 2) return null
  i++
  while (bytes[i] !== 0) if (++i >= bytes.length) return null
  let text = ''
  while (++i < bytes.length) {
    const c = bytes[i] ?? 0
    const next = (offset: number) => (bytes[i + offset] ?? 0) & 63
    if (c < 128) text += String.fromCharCode(c)
    else if (c > 191 && c < 224) {
      text += String.fromCharCode(((c & 31) << 6) | next(1))
      i++
    } else {
      text += String.fromCharCode(((c & 15) << 12) | (next(1) << 6) | next(2))
      i += 2
    }
  }
  return text
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
