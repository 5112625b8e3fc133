/**
 * Ports: everything with a side effect is an interface the caller provides. Browser implementations live in
 * the app or the adapter; tests and the terminal runner use in-memory ones from `./memory`.
 */

/** Session storage or local storage. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** Removes every key except those listed. */
  clear(keep?: readonly string[]): void
}

export interface CookieJar {
  get(name: string): string | null
  set(name: string, value: string, options: { maxAgeSeconds: number }): void
  remove(name: string): void
}

/** The bot-verification step before non-SMS logins and registration: resolves with a token for the server. */
export interface BotCheck {
  verify(action: 'login' | 'register' | 'sms', signal?: AbortSignal): Promise<string>
}

/** Phone-authentication service (e.g. a hosted OTP provider). Errors are PhoneAuthError codes. */
export interface PhoneAuth {
  sendCode(phoneE164: string, signal?: AbortSignal): Promise<{ verificationId: string }>
  confirm(verificationId: string, code: string, signal?: AbortSignal): Promise<void>
}

export type PhoneAuthErrorCode =
  | 'invalid-phone-number'
  | 'missing-phone-number'
  | 'too-many-requests'
  | 'unknown'
  | 'invalid-verification-code'
  | 'missing-verification-code'
  | 'captcha-check-failed'
  | 'quota-exceeded'
  | 'operation-not-allowed'
  | 'code-expired'
  | 'popup-closed-by-user'

/** Randomness goes through a port so tests are deterministic. Returns a float in [0, 1). */
export type RandomSource = () => number

/**
 * Encryption for the E calls and short secrets; the default (api/encryption.ts) is RSA + AES-GCM with the
 * server's public key, on Web Crypto and jsencrypt. A platform without them (React Native, a server) gives its own.
 */
export interface Encryptor {
  /** A whole request body (hybrid: AES-256-GCM, the key sealed with RSA). */
  encrypt(plaintext: string, signal?: AbortSignal): Promise<EncryptedPayload>
  /** A short secret with RSA alone (the free-play `Encryption` field, spec §3), base64. */
  encryptText(text: string, signal?: AbortSignal): Promise<string>
}

/** Wire format of an encrypted body (docs/api.md). All fields base64. */
export interface EncryptedPayload {
  /** The AES-256-GCM key, base64, RSA-encrypted (PKCS#1 v1.5) with the server's public key by jsencrypt. */
  key: string
  /** 12-byte GCM nonce. */
  iv: string
  /** Ciphertext followed by the 16-byte GCM tag. */
  data: string
}

export type {
  RealtimeChannel,
  RealtimeConnection,
  RealtimeHeaders,
  RealtimeOpenOrClosed,
  RealtimeStatus,
} from './realtime'
