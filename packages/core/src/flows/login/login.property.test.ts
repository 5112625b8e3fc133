import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { endpoints } from '../../api/endpoints'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import type { BotCheck } from '../../ports'
import { memoryCookieJar, memoryStore } from '../../ports/memory'
import { member } from '../../testing/fixtures'
import { type PendingCall, scriptedApi } from '../../testing/scripted-api'
import { settle } from '../../testing/settle'
import { sessionMachine } from '../session/session.machine'
import { connectLogin } from './login.connect'
import { provideLogin } from './login.provide'
import type { LoginEvent } from './login.types'

type Answer = 'ok' | 'default' | 'wrong' | 'captcha' | 'secondCheck' | 'network'

type Step = { events: LoginEvent[] } | { answer: Answer }

/** Passwords and codes come from their own alphabet, so finding one in a store can only mean it leaked. */
const secret = fc.stringMatching(/^[A-Z]{2}[0-9]{4}$/).map((value) => `pw-${value}`)

/** A whole valid form in one step, so random runs reach the call often enough to matter. */
const filledForm = fc
  .tuple(fc.boolean(), fc.oneof(secret, fc.constant('{secret}')), fc.boolean())
  .map(([sms, password, remember]): LoginEvent[] => [
    { type: 'login.switchType', to: sms ? 'sms' : 'username' },
    { type: 'login.change', field: sms ? 'mobileNum' : 'username', value: sms ? '912345678' : 'player01' },
    { type: 'login.change', field: sms ? 'verificationCode' : 'password', value: password },
    { type: 'login.agree', on: true },
    { type: 'login.remember', on: remember },
    { type: 'login.submit' },
  ])

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ events: filledForm }),
  fc.record({
    events: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('login.change' as const),
          field: fc.constantFrom('username' as const, 'mobileNum' as const, 'captcha' as const),
          value: fc.constantFrom('player01', ' player02 ', '912345678', '', 'ab12'),
        }),
        fc.record({
          type: fc.constant('login.change' as const),
          field: fc.constantFrom('password' as const, 'verificationCode' as const),
          value: fc.oneof(secret, fc.constant('{secret}')),
        }),
        fc.record({
          type: fc.constant('login.switchType' as const),
          to: fc.constantFrom('username' as const, 'sms' as const),
        }),
        fc.record({ type: fc.constant('login.agree' as const), on: fc.boolean() }),
        fc.record({ type: fc.constant('login.remember' as const), on: fc.boolean() }),
        fc.constant({ type: 'login.submit' as const }),
        fc.constant({ type: 'login.refreshCaptcha' as const }),
        fc.constant({ type: 'login.cancel' as const }),
        fc.record({
          type: fc.constant('login.secondCheck' as const),
          method: fc.constantFrom('sms' as const, 'email' as const),
          value: secret,
        }),
      ),
      { minLength: 1, maxLength: 1 },
    ),
  }),
  fc.record({
    answer: fc.constantFrom<Answer>('ok', 'default', 'wrong', 'captcha', 'secondCheck', 'network'),
  }),
)

/** The real wiring (`provideLogin`, a real session actor), with a scripted API and recording stores. */
function world() {
  const pending: PendingCall[] = []
  const answeredTokens = new Set<string>()
  let issued = 0
  // Everything but the login call answers at once; the steps script the login answers.
  const api = scriptedApi(pending, {
    captcha: 'data:image/png;base64,AAAA',
    memberInfo: member,
    walletBalance: { balance: 1, currencySymbol: '$' },
    unreadCount: 0,
  })
  // Every value written to the session store, and every GET the flows ask (its input becomes the URL's query).
  const written: string[] = []
  const store = memoryStore()
  const sessionStore: typeof store = {
    ...store,
    set: (key, value) => {
      written.push(`${key}=${value}`)
      store.set(key, value)
    },
  }
  const asked: string[] = []
  const scripted = api.call
  api.call = ((row: { method: string }, input: unknown, options?: unknown) => {
    if (row.method === 'GET') asked.push(JSON.stringify(input ?? null))
    return (scripted as (...args: unknown[]) => Promise<unknown>)(row, input, options)
  }) as typeof api.call
  const cookies = memoryCookieJar()
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadMember: fromPromise(() => api.call(endpoints.memberInfo, undefined)),
      },
      actions: {
        persistToken: (_, { token }) => sessionStore.set('token', token),
        clearStoredSession: () => sessionStore.clear(),
      },
    }),
    { input: {} },
  ).start()
  const botCheck: BotCheck = { verify: async () => 'bot-token' }
  const login = createActor(provideLogin({ api, session: () => session, cookies, botCheck }), {
    input: { flags: { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true } },
  })
  // What leaves the flows as events: a `navigate` becomes an address and its `state` the history entry's.
  const emitted: string[] = []
  const record = (event: unknown) => emitted.push(JSON.stringify(event))
  login.on('*', record)
  session.on('*', record)
  login.start()

  const refuse = (code: string, value?: unknown) =>
    new ApiError({ kind: 'business', endpoint: 'login', code, ...(value ? { value } : {}) })

  function answer(kind: Answer) {
    const call = pending.shift()
    if (!call) return
    if (kind === 'ok' || kind === 'default') {
      issued += 1
      const token = `token-${issued}`
      answeredTokens.add(token)
      call.resolve({
        token,
        firstTimeLogin: false,
        passwordExpired: false,
        passwordChange: kind === 'default' ? 'default' : null,
      })
    } else if (kind === 'wrong') call.reject(refuse('wrong_credentials'))
    else if (kind === 'captcha') call.reject(refuse('captcha_required', { captcha: true }))
    else if (kind === 'secondCheck') call.reject(refuse('second_check_required', { methods: ['sms'] }))
    else call.reject(new ApiError({ kind: 'network', endpoint: 'login' }))
  }

  return { login, session, sessionStore, cookies, answeredTokens, answer, written, asked, emitted }
}

describe('login properties over random sequences of user events and server answers', () => {
  test('a token reaches the session only from a successful answer; secrets never reach a store, an event or a URL; no submit while submitting', async () => {
    let signedIn = 0
    let remembered = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const w = world()
        const typedSecrets = new Set<string>()
        for (const s of steps) {
          if ('answer' in s) w.answer(s.answer)
          else
            for (const event of s.events) {
              if (
                event.type === 'login.change' &&
                (event.field === 'password' || event.field === 'verificationCode')
              )
                typedSecrets.add(event.value)
              if (event.type === 'login.secondCheck') typedSecrets.add(event.value)
              w.login.send(event)
            }
          await settle()

          const token = w.session.getSnapshot().context.token
          if (token !== null) expect(w.answeredTokens.has(token)).toBe(true)

          // No typed secret, whole or inside a value, in a cookie, anything written to the session store,
          // an emitted event (navigation state, notices) or the query of any GET.
          const places = {
            cookies: Object.entries(w.cookies.entries()).map(([name, value]) => `${name}=${value}`),
            sessionStore: w.written,
            emitted: w.emitted,
            getQueries: w.asked,
          }
          for (const [place, values] of Object.entries(places))
            for (const value of values)
              for (const typed of typedSecrets) expect(value, `${typed} in ${place}`).not.toContain(typed)

          const view = connectLogin(w.login.getSnapshot())
          if (view.submitting) expect(view.canSubmit).toBe(false)
        }
        if (w.session.getSnapshot().context.token) signedIn += 1
        if (Object.keys(w.cookies.entries()).length > 0) remembered += 1
        w.login.stop()
        w.session.stop()
      }),
      { numRuns: runs.wiredFlows },
    )
    // The invariants were checked on runs that did sign in and did write cookies, not only on refusals.
    expect(signedIn).toBeGreaterThan(0)
    expect(remembered).toBeGreaterThan(0)
  })
})
