import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { MemberInfo } from '../../api/schemas/session'
import { agent, member, networkDown, trial, unauthorized } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { sessionMachine } from './session.machine'
import type { SessionContext } from './session.types'

/** What the stores saw: the session is the only writer of the stored token. */
const stored: { token: string | null } = { token: null }
const machine = sessionMachine.provide({
  actions: {
    persistToken: (_, { token }) => {
      stored.token = token
    },
    clearStoredSession: () => {
      stored.token = null
    },
  },
})

const events = fc.oneof(
  fc.constantFrom('token-a', 'token-b').map((token) => ({ type: 'session.start', token })),
  fc.constantFrom(
    { type: 'session.reload' },
    { type: 'session.retry' },
    { type: 'session.passwordChanged' },
    { type: 'logout.request' },
    { type: 'logout.confirm' },
    { type: 'logout.cancel' },
    { type: 'session.expired' },
  ),
)

const options = (storedToken: string | null) => ({
  machine,
  input: { urlToken: null, storedToken },
  events,
  // The default hears nothing: a reload is one of the events the property sends.
  keepActors: ['followMember'],
  // Signing out or switching accounts takes a dozen steps from the start: long sequences get there.
  maxSteps: 60,
  outputs: {
    loadMember: [member, agent, trial],
    logout: [null],
  },
  errors: {
    loadMember: [unauthorized, networkDown],
    logout: [networkDown],
  },
})

describe.each([
  ['no stored token', null],
  ['a stored token', 'stored-token'],
])('session properties, starting with %s', (_, storedToken) => {
  test('spec §4 "Member info storing", "Logout", "When logged in": roles follow the member type, sign-out and expiry forget everything user-bound, a trial account never loads its unread count', async () => {
    const visits = await checkMachine({
      ...options(storedToken),
      start: () => {
        stored.token = storedToken
      },
      check: ({ step, before, after, emitted }) => {
        const is = after.context as SessionContext
        if (after.matches('signedIn')) {
          expect(is.member).not.toBeNull()
          expect(is.token).not.toBeNull()
        }
        // Spec §4 / §9: isAgent for types 1, 2, 41, 42; isTrial for type 4.
        const type = (is.member as MemberInfo | null)?.type ?? -1
        expect(is.isAgent).toBe([1, 2, 41, 42].includes(type))
        expect(is.isTrial).toBe(type === 4)
        // Signed out (logout, expiry, a refused token): nothing user-bound is left, in memory or in storage.
        if (after.matches('anonymous')) {
          expect([is.token, is.member, is.passwordChange]).toEqual([null, null, null])
          expect(stored.token).toBeNull()
        } else expect(stored.token).toBe(is.token)
        // Leaving through the sign-out confirmation always ends at / (spec §4 "Logout": replace route to /).
        if (before.matches('signingOut') && after.matches('anonymous'))
          expect(emitted).toContainEqual({ type: 'navigate', to: '/', replace: true })
        // A session the server ended tells the user why; one the user ended does not. While the member loads,
        // the member's own call decides (its 401 tells).
        const loading = before.matches('loading')
        if (
          step.kind === 'send' &&
          step.event.type === 'session.expired' &&
          before.context.token !== null &&
          !loading
        ) {
          const told = emitted.some((event) => event.type === 'notice')
          expect(told).toBe(!before.matches('signingOut'))
        }
      },
    })
    expect(visited(visits, '"signedIn"')).toBe(true)
    expect(visited(visits, 'signingOut')).toBe(true)
  }, 120_000)

  /**
   * Issue #12 "Mixed identity": signed in as A, `session.reload` fails on the network (state `failed`), then
   * `session.start` with B's token must not keep A's member while B's member loads. The shrunk counterexample
   * that found it: start(a), member ok, balance ok, reload, member network error, start(b). The balance and the
   * unread count are their owners' now (the wallet, the inbox: session flows the registry drops with the member).
   */
  test('issue #12 "Mixed identity": the member on show was loaded for the token signed in now', async () => {
    let memberToken: string | null = null
    await checkMachine({
      ...options(storedToken),
      start: () => {
        stored.token = storedToken
        memberToken = null
      },
      check: ({ after, answered }) => {
        const is = after.context as SessionContext
        if (answered?.id === 'loadMember' && answered.ok) memberToken = is.token
        if (is.member !== null) expect(memberToken).toBe(is.token)
      },
    })
  }, 120_000)
})
