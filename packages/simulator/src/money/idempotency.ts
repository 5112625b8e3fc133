import { Refusal, refuse } from '../envelope'

/** The fields a key names a request by: the key itself, and the secrets that authorise it, are not compared. */
const keyFields = ['idempotencyKey', 'requestId'] as const
const secretFields: ReadonlySet<string> = new Set(['paymentPassword', 'loginPassword'])

interface Answered {
  /** What was asked, as compared: the request's other fields in a stable order. */
  readonly request: string
  /** The first answer (or, while the first request is still running, its promise). */
  answer: unknown
}

/** account → operation (the call's name) → key → what that key asked and answered. Maps: no key is special. */
export type IdempotencyBook = Map<string, Map<string, Map<string, Answered>>>

/** The idempotency key of a request, if its call takes one. */
export function keyOf(request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null
  for (const field of keyFields) {
    const value = Object.hasOwn(request, field) ? (request as Record<string, unknown>)[field] : undefined
    if (typeof value === 'string') return value
  }
  return null
}

function asked(request: object): string {
  const compared = Object.entries(request)
    .filter(([field]) => !(keyFields as readonly string[]).includes(field) && !secretFields.has(field))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(compared)
}

/**
 * The platform's one idempotency rule, for every effectful call (the router applies it to each call whose
 * request carries a key): per member and per operation, the same key with the same request answers the first
 * answer again and moves nothing; the same key with a different request is refused `idempotency_conflict`.
 * Only a success is kept: a refused request moved nothing, so the same key is judged afresh. A second request
 * arriving while the first is still running waits for the first's answer.
 */
export async function idempotent(
  book: IdempotencyBook,
  account: string,
  operation: string,
  key: string,
  request: object,
  effect: () => unknown,
): Promise<unknown> {
  const keys = keysOf(book, account, operation)
  const known = keys.get(key)
  const fields = asked(request)
  if (known) {
    if (known.request !== fields)
      return refuse('idempotency_conflict', 'This key was used for a different request', {
        field: 'idempotencyKey',
      })
    return known.answer
  }
  const entry: Answered = { request: fields, answer: null }
  const pending = Promise.resolve().then(effect)
  entry.answer = pending
  keys.set(key, entry)
  const outcome = await pending
  if (outcome instanceof Refusal) {
    if (keys.get(key) === entry) keys.delete(key)
  } else entry.answer = outcome
  return outcome
}

function keysOf(book: IdempotencyBook, account: string, operation: string): Map<string, Answered> {
  let operations = book.get(account)
  if (!operations) {
    operations = new Map()
    book.set(account, operations)
  }
  let keys = operations.get(operation)
  if (!keys) {
    keys = new Map()
    operations.set(operation, keys)
  }
  return keys
}
