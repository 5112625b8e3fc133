import type { Hono } from 'hono'
import { badRequest, forbidden, ok, reply } from '../envelope'
import { adjustTo } from '../ledger/book'
import { fromWire } from '../ledger/wire'
import { isLoopback, socketOf } from '../node-bindings'
import { own } from '../own'
import { defaultPassword, demoFundPassword, demoPassword, memberTypes, newMember } from '../seed/members'
import type { FieldRule } from '../seed/register-rules'
import { isResourceSwitch } from '../seed/resources'
import { isFlag } from '../seed/whitelabel'
import type { FaultKind, Store } from '../store'
import { type Body, readBody } from './body'
import { crossSiteRefusal } from './same-origin'

const faultKinds: readonly FaultKind[] = ['http500', 'malformed-json', 'drop', 'slow', 'timeout']
const ruleKeys: Record<keyof FieldRule, 'boolean' | 'number' | 'string'> = {
  enabled: 'boolean',
  required: 'boolean',
  patternId: 'number',
  acceptedPattern: 'string',
  min: 'number',
  max: 'number',
}

/** A slow answer's default delay: past the portal's 15-second call budget. */
const slowFaultMs = 20_000

/**
 * The dev surface under /__sim: look inside the simulator and change its world. Answers in the envelope.
 * It shows tokens and passwords, so over HTTP it answers only a caller on this machine (loopback); in-process
 * calls (core tests, Storybook) have no network to come from. No CORS header either (see `createSimulator`), and
 * nothing a page on another site can send (same-origin.ts).
 */
export function devSurface(app: Hono, store: Store): void {
  app.use('/__sim/*', async (c, next) => {
    const socket = socketOf(c.env)
    if (socket && !isLoopback(socket.remoteAddress))
      return reply(c, forbidden('The dev surface answers only on loopback'))
    const refusal = crossSiteRefusal(c.req.raw)
    if (refusal) return reply(c, forbidden(refusal))
    return next()
  })

  const post = (path: string, apply: (body: Body) => string | null) =>
    app.post(`/__sim${path}`, async (c) => {
      const body = await readBody(c)
      const problem = body ? apply(body) : 'The body must be a JSON object'
      if (problem) return reply(c, badRequest(problem))
      return c.json(ok(summary(store)))
    })

  app.get('/__sim/state', (c) => c.json(ok(summary(store))))

  app.get('/__sim/sms-outbox', (c) => {
    const latest: Record<string, unknown> = {}
    for (const sms of store.state.smsOutbox)
      latest[sms.mobileNum] = { ...sms, sentAt: iso(sms.sentAt), expiresAt: iso(sms.expiresAt) }
    return c.json(ok(latest))
  })

  app.get('/__sim/mail-outbox', (c) =>
    c.json(
      ok(
        store.state.mailOutbox.map((mail) => ({
          ...mail,
          sentAt: iso(mail.sentAt),
          expiresAt: iso(mail.expiresAt),
        })),
      ),
    ),
  )

  post('/reset', () => {
    store.reset()
    return null
  })

  post('/flags', (body) => {
    const entries = Object.entries(body)
    const wrong = entries.find(([name, on]) => !isFlag(name) || typeof on !== 'boolean')
    if (wrong) return `Unknown flag or not a boolean: ${wrong[0]}`
    for (const [name, on] of entries) if (isFlag(name)) store.state.flags[name] = on === true
    return null
  })

  post('/maintenance', (body) => {
    if (typeof body.on !== 'boolean') return 'on must be a boolean'
    if (body.end !== undefined && (typeof body.end !== 'string' || Number.isNaN(Date.parse(body.end))))
      return 'end must be an ISO date'
    const end = typeof body.end === 'string' ? body.end : iso(store.now() + 2 * 3_600_000)
    store.state.maintenance = { on: body.on, end: body.on ? end : null }
    return null
  })

  post('/region-block', (body) => {
    if (typeof body.on !== 'boolean') return 'on must be a boolean'
    store.state.regionBlocked = body.on
    return null
  })

  post('/invalid-domain', (body) => {
    if (typeof body.on !== 'boolean') return 'on must be a boolean'
    store.state.invalidDomain = body.on
    return null
  })

  post('/new-ip', (body) => {
    if (typeof body.on !== 'boolean') return 'on must be a boolean'
    store.state.newIpCheck = body.on
    return null
  })

  post('/vendor-maintenance', (body) => {
    if (typeof body.code !== 'string' || typeof body.on !== 'boolean')
      return 'code must be a vendor code and on a boolean'
    const code = body.code.toUpperCase()
    const vendor = store.state.catalog.vendors.find((candidate) => candidate.code === code)
    if (!vendor) return `Unknown vendor: ${body.code}`
    vendor.maintenance = body.on
    return null
  })

  post('/balance', (body) => {
    const member = typeof body.account === 'string' ? store.findMember(body.account) : undefined
    if (!member) return 'account must be a known account'
    const target = fromWire(body.balance)
    if (target === null || target < 0) return 'balance must be an amount ≥ 0 with at most 2 decimals'
    // A back-office correction in the ledger, never a balance written over.
    adjustTo(store, member, target, 'Set through the dev surface')
    return null
  })

  // The back office makes an account a free-play one: its money is demo money from now on, whatever the
  // client's copy of the member still says (the platform's refusal is what the client must explain).
  post('/free-play', (body) => {
    const member = typeof body.account === 'string' ? store.findMember(body.account) : undefined
    if (!member) return 'account must be a known account'
    member.freePlay = true
    return null
  })

  // A test that changes an account (its password, its failures) makes its own, so tests running side by side
  // never share one.
  post('/accounts', (body) => {
    const {
      account,
      password,
      type,
      passwordExpired,
      defaultPassword: usesDefault,
      balance,
      logins,
      fundPassword,
    } = body
    if (typeof account !== 'string' || !/^[a-z][a-z0-9]{3,15}$/.test(account))
      return 'account must be 4–16 lower-case letters and digits, starting with a letter'
    if (store.findMember(account)) return `The account ${account} exists already`
    if (password !== undefined && typeof password !== 'string') return 'password must be a string'
    if (type !== undefined && !memberTypes.includes(type as number))
      return `type must be one of ${memberTypes}`
    if (passwordExpired !== undefined && typeof passwordExpired !== 'boolean')
      return 'passwordExpired must be a boolean'
    if (usesDefault !== undefined && typeof usesDefault !== 'boolean')
      return 'defaultPassword must be a boolean'
    if (fundPassword !== undefined && typeof fundPassword !== 'boolean')
      return 'fundPassword must be a boolean (false: none set yet)'
    if (logins !== undefined && (!Number.isInteger(logins) || (logins as number) < 0))
      return 'logins must be a whole number ≥ 0 (0: the next sign-in is the first)'
    const opening = balance === undefined ? 100_000 : fromWire(balance)
    if (opening === null || opening < 0) return 'balance must be an amount ≥ 0 with at most 2 decimals'
    store.state.members.push(
      newMember(store.state.members, {
        account,
        password: usesDefault ? defaultPassword : typeof password === 'string' ? password : demoPassword,
        type: typeof type === 'number' ? type : 0,
        passwordExpired: passwordExpired === true,
        openingBalance: opening,
        // A test's fixture, like the seeded demo members: ready to withdraw.
        fundPassword: fundPassword === false ? '' : demoFundPassword,
        logins: typeof logins === 'number' ? logins : 1,
        demonstrates: 'Made through the dev surface',
      }),
    )
    return null
  })

  post('/resources', (body) => {
    const entries = Object.entries(body)
    const wrong = entries.find(([name, on]) => !isResourceSwitch(name) || typeof on !== 'boolean')
    if (wrong)
      return `Unknown resource group or not a boolean: ${wrong[0]} (ios, android, social, customerService)`
    for (const [name, on] of entries) if (isResourceSwitch(name)) store.state.resources[name] = on === true
    return null
  })

  post('/latency', (body) => {
    if (typeof body.ms !== 'number' || body.ms < 0) return 'ms must be a number ≥ 0'
    store.state.latencyMs = body.ms
    return null
  })

  post('/faults', (body) => {
    const kind = faultKinds.find((known) => known === body.kind)
    if (!kind) return `kind must be one of ${faultKinds.join(', ')}`
    if (body.path !== undefined && typeof body.path !== 'string') return 'path must be a string'
    if (body.times !== undefined && (!Number.isInteger(body.times) || (body.times as number) < 1))
      return 'times must be a whole number ≥ 1'
    if (body.ms !== undefined && (kind !== 'slow' || typeof body.ms !== 'number' || body.ms < 0))
      return 'ms is the delay of a slow fault, a number ≥ 0'
    store.state.faults.push({
      kind,
      path: typeof body.path === 'string' ? body.path : null,
      remaining: typeof body.times === 'number' ? body.times : 1,
      ...(kind === 'slow' ? { delayMs: typeof body.ms === 'number' ? body.ms : slowFaultMs } : {}),
    })
    return null
  })

  post('/register-rules', (body) => {
    const rules = store.state.registerRules
    for (const [field, change] of Object.entries(body)) {
      const rule = own(rules, field)
      if (!rule) return `Unknown registration field: ${field}`
      if (typeof change !== 'object' || change === null) return `${field} must be an object`
      for (const [key, value] of Object.entries(change)) {
        const type = own(ruleKeys, key)
        if (!type || typeof value !== type) return `${field}.${key} is not a rule setting of that type`
      }
      rules[field] = { ...rule, ...change }
    }
    return null
  })
}

function summary(store: Store) {
  const { state } = store
  return {
    seed: store.seed,
    flags: state.flags,
    maintenance: state.maintenance,
    regionBlocked: state.regionBlocked,
    invalidDomain: state.invalidDomain,
    location: state.location,
    latencyMs: state.latencyMs,
    faults: state.faults,
    captchaAnswer: state.captchaAnswer,
    sessions: [...state.sessions].map(([token, session]) => ({
      token,
      ...session,
      openedAt: iso(session.openedAt),
      lastSeenAt: iso(session.lastSeenAt),
    })),
    sessionLifetimes: state.sessionLifetimes,
    members: state.members.map((member) => ({
      ...member,
      failedLogins: state.loginFailures.get(member.account.toLowerCase()) ?? 0,
    })),
    registerRules: state.registerRules,
    resources: state.resources,
    feedback: state.feedback.map(({ images, ...feedback }) => ({
      ...feedback,
      images: images.length,
      sentAt: iso(feedback.sentAt),
    })),
    vendorsInMaintenance: state.catalog.vendors.filter((vendor) => vendor.maintenance).map((v) => v.code),
    launches: [...state.launches.values()].map((launch) => ({ ...launch, openedAt: iso(launch.openedAt) })),
  }
}

const iso = (ms: number) => new Date(ms).toISOString()
