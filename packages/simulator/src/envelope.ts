import type { Context } from 'hono'

/** The gateway's envelope, as the client's `envelopeSchema` reads it. */
export interface Envelope {
  success: boolean
  value?: unknown
  message: string
  code?: string
}

export const ok = (value: unknown): Envelope => ({ success: true, value, message: '' })

/**
 * A business refusal: `success: false` with a stable machine-readable `code` and an English `message`.
 * Handlers return one (rather than throw) so the refusal shows in their return type.
 */
export class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly value?: unknown,
    /** HTTP status; business refusals travel with 200 like the real gateway's, the others say what went wrong. */
    readonly status: 200 | 400 | 401 | 403 | 404 | 413 | 500 = 200,
  ) {}

  toEnvelope(): Envelope {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.value !== undefined ? { value: this.value } : {}),
    }
  }
}

export const refuse = (code: string, message: string, value?: unknown) => new Refusal(code, message, value)

export const badRequest = (message: string) => new Refusal('bad_request', message, undefined, 400)

export const serverError = (message: string) => new Refusal('server_error', message, undefined, 500)

export const forbidden = (message: string) => new Refusal('forbidden', message, undefined, 403)

export const notFound = (message: string) => new Refusal('not_found', message, undefined, 404)

export const payloadTooLarge = (limit: number) =>
  new Refusal('payload_too_large', `The request body is over ${limit} bytes`, { limit }, 413)

/** 401; `code` says why a token that was live ended (`session_idle`, `password_changed`, …), else `unauthorized`. */
export const unauthorized = (ended: string | null = null) =>
  new Refusal(ended ?? 'unauthorized', 'You are not logged in, please login', undefined, 401)

/** Answers a refusal with its status and envelope. */
export const reply = (c: Context, refusal: Refusal) => c.json(refusal.toEnvelope(), refusal.status)
