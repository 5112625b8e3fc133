import { constants, publicEncrypt } from 'node:crypto'
import { JSEncrypt } from 'jsencrypt'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { rsaDecrypt } from './decrypt'
import { simulatorPublicKey } from './simulator-key'

/** What the portal sends: jsencrypt's PKCS#1 v1.5 (the browser), or Node's (the e2e tests' encryptor). */
const sealedByJsencrypt = (text: string) => {
  const rsa = new JSEncrypt()
  rsa.setPublicKey(simulatorPublicKey)
  const sealed = rsa.encrypt(text)
  if (sealed === false) throw new Error('jsencrypt could not encrypt')
  return sealed
}
const sealedByNode = (text: string) =>
  publicEncrypt(
    { key: simulatorPublicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(text),
  ).toString('base64')

/** The browser's path: no `process`, so jsencrypt opens it. */
async function inBrowser<T>(run: () => Promise<T>): Promise<T> {
  vi.stubGlobal('process', undefined)
  try {
    return await run()
  } finally {
    vi.unstubAllGlobals()
  }
}
afterEach(() => vi.unstubAllGlobals())

describe('rsaDecrypt: OpenSSL on Node, jsencrypt in a browser, the same answers', () => {
  // An AES key's base64 text (every encrypted body), passwords in the five languages' scripts, one outside the BMP.
  test.each([
    'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=',
    'Demo1234',
    '',
    '密碼ÄbÇ123',
    'كلمة السر',
    'Mật khẩu',
    'key🔑',
  ])('%j sealed by the portal (jsencrypt) or by Node comes back alike in both paths', async (text) => {
    const fromBrowser = sealedByJsencrypt(text)
    expect(await rsaDecrypt(fromBrowser)).toBe(text)
    expect(await inBrowser(() => rsaDecrypt(fromBrowser))).toBe(text)
    const fromNode = sealedByNode(text)
    expect(await rsaDecrypt(fromNode)).toBe(await inBrowser(() => rsaDecrypt(fromNode)))
  })

  test.each([
    ['not base64 of a block', 'abc'],
    ['a block of zeros', Buffer.alloc(256).toString('base64')],
    ['longer than the key', Buffer.alloc(300, 1).toString('base64')],
    ['above the modulus', Buffer.alloc(256, 255).toString('base64')],
  ])('%s is refused in both paths', async (_, sealed) => {
    await expect(rsaDecrypt(sealed)).rejects.toThrow('RSA decryption failed')
    await expect(inBrowser(() => rsaDecrypt(sealed))).rejects.toThrow('RSA decryption failed')
  })
})
