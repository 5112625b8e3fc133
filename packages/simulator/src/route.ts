import { type Endpoint, type EndpointName, type Endpoints, endpoints, headerNames } from '@portal/core'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { decryptPayload } from './crypto/decrypt'
import { badRequest, ok, payloadTooLarge, Refusal, refuse, reply, unauthorized } from './envelope'
import { demoMoneyStays } from './money/demo-money'
import { idempotent, keyOf } from './money/idempotency'
import type { Member } from './seed/members'
import { endOf, liveSession } from './sessions/sessions'
import type { Store } from './store'

/** Standard Schema types of a row: what the server receives once validated, and what it sends as `value`. */
type Types<S> = S extends { '~standard': { types?: infer T } } ? NonNullable<T> : never
export type RequestOf<K extends EndpointName> =
  Types<Endpoints[K]['request']> extends { output: infer O } ? O : never
export type ValueOf<K extends EndpointName> =
  Types<Endpoints[K]['response']> extends { input: infer I } ? I : never

export interface CallContext {
  store: Store
  /** The signed-in member: always set for `auth` rows, set for others when a valid token came along. */
  member: Member | null
  token: string | null
  /** The simulator's own origin as the caller reached it, for URLs that point back at it. */
  origin: string
  /**
   * The origin of the page that made the call (its Origin or Referer header), else `origin`: pages the portal
   * frames (the game page) are addressed there, so they load through the portal's own proxy, same origin.
   */
  portalOrigin: string
  /** The caller's language code, upper case: a `lang` or `language` parameter, else `X-Language`, else EN. */
  language: string
}

export type Handler<K extends EndpointName> = (
  input: RequestOf<K>,
  context: CallContext,
) => ValueOf<K> | Refusal | Promise<ValueOf<K> | Refusal>

/**
 * Runs on the raw input before the row's request schema: a server's own rules that the contract also states
 * (feedback limits) answer a named business refusal here, where the schema alone would give a bare 400.
 */
export type Screen = (raw: unknown, context: CallContext) => Refusal | null

export type Handle = ReturnType<typeof createRouter>

/** What a token limited to a forced password change may call: the change, who it belongs to, and sign-out. */
const openWhileChangeOwed: ReadonlySet<string> = new Set<EndpointName>([
  'changePassword',
  'memberInfo',
  'logout',
])

/** The most a request body may hold, in bytes: a call's fields, or up to three proof images as data URLs. */
const maxBody = 256 * 1024
const maxImagesBody = 32 * 1024 * 1024
const imageCalls: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'feedback',
  'uploadDepositReceipt',
  'processC2CTransaction',
  'signUpPromotion',
  'sendMail',
  'replyMail',
])

/** Registers handlers by endpoint name; method, path, auth, encryption and schemas all come from the row. */
export function createRouter(app: Hono, store: Store) {
  return function handle<K extends EndpointName>(name: K, handler: Handler<K>, screen?: Screen): void {
    const row: Endpoint = endpoints[name]
    const maxSize = imageCalls.has(name) ? maxImagesBody : maxBody
    const limit = bodyLimit({ maxSize, onError: (c) => reply(c, payloadTooLarge(maxSize)) })
    app.on(row.method, row.path, limit, async (c) => {
      const outcome = await serve(c, row, (input, context) => handler(input as RequestOf<K>, context), screen)
      if (outcome instanceof Refusal) return reply(c, outcome)
      return c.json(ok(outcome))
    })
  }

  async function serve(
    c: Context,
    row: Endpoint,
    run: (input: unknown, context: CallContext) => unknown,
    screen?: Screen,
  ): Promise<unknown> {
    const token = c.req.header(headerNames.token) || null
    const session = token ? liveSession(store, token) : null
    if (session) session.lastSeenAt = store.now()
    // A token limited to a password change is nobody's on the calls open to visitors.
    const limited = session?.passwordChange ?? null
    const account = session && (!limited || row.auth) ? session.account : undefined
    const member = account ? (store.findMember(account) ?? null) : null
    if (row.auth && !member) return unauthorized(token ? endOf(store, token) : null)
    if (limited && row.auth && !openWhileChangeOwed.has(row.name))
      return refuse('password_change_required', 'Please change your password first', { reason: limited })
    const demo = demoMoneyStays(row.name, member)
    if (demo) return demo

    const raw = await readInput(c, row)
    if (raw instanceof Refusal) return raw
    const context: CallContext = {
      store,
      member,
      token,
      origin: new URL(c.req.url).origin,
      portalOrigin: callerOrigin(c) ?? new URL(c.req.url).origin,
      language: languageOf(c, raw),
    }
    const screened = screen?.(raw, context)
    if (screened) return screened
    const result = await validate(row, raw)
    if (result.issues) {
      const detail = result.issues.map((issue) => {
        const path = issue.path?.map((key) => (typeof key === 'object' ? key.key : key)).join('.')
        return path ? `${path}: ${issue.message}` : issue.message
      })
      return badRequest(`Invalid request: ${detail.join('; ')}`)
    }
    const key = member ? keyOf(result.value) : null
    if (member && key !== null)
      return idempotent(store.state.idempotency, member.account, row.name, key, result.value as object, () =>
        run(result.value, context),
      )
    return run(result.value, context)
  }
}

function languageOf(c: Context, raw: unknown): string {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const given = [fields.lang, fields.language, c.req.header(headerNames.language)].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return given ? given.trim().toUpperCase() : 'EN'
}

function callerOrigin(c: Context): string | null {
  for (const header of [c.req.header('origin'), c.req.header('referer')]) {
    if (!header || header === 'null') continue
    try {
      return new URL(header).origin
    } catch {}
  }
  return null
}

/** GET rows declare numbers as `numeric` (number or numeric text), so a query string validates as it is. */
async function validate(row: Endpoint, raw: unknown) {
  return row.request['~standard'].validate(raw)
}

async function readInput(c: Context, row: Endpoint): Promise<unknown> {
  if (row.method === 'GET') return c.req.query()
  const text = await c.req.text()
  if (row.encrypted) {
    if (c.req.header(headerNames.encryption) !== 'rsa-aes-gcm')
      return badRequest(`This call takes an encrypted body (${headerNames.encryption}: rsa-aes-gcm)`)
    return decryptBody(text)
  }
  if (row.form) return Object.fromEntries(new URLSearchParams(text))
  if (text.trim() === '') return {}
  return parseJson(text) ?? badRequest('The body is not JSON')
}

async function decryptBody(text: string): Promise<unknown> {
  const fields = parseJson(text) as Record<string, unknown> | undefined
  if (typeof fields?.key !== 'string' || typeof fields.iv !== 'string' || typeof fields.data !== 'string')
    return badRequest('The encrypted body needs key, iv and data, all base64')
  try {
    const plain = await decryptPayload({ key: fields.key, iv: fields.iv, data: fields.data })
    return parseJson(plain) ?? badRequest('The decrypted body is not JSON')
  } catch {
    return badRequest('The encrypted body could not be decrypted with the simulator key')
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
