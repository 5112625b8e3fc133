import { describe, expect } from 'vitest'
import type { MemberInfo } from '../../api/schemas/session'
import { money } from '../../domain/money'
import { agent, member, networkDown, trial, unauthorized } from '../../testing/fixtures'
import { type ModelOptions, testModel, testTransitionCoverage } from '../../testing/model'
import { sessionMachine } from './session.machine'

const machine = sessionMachine.provide({ actions: { persistToken: () => {}, clearStoredSession: () => {} } })

const userEvents = [
  { type: 'session.start', token: 'fresh-token' },
  { type: 'session.start', token: 'first-token', firstLogin: true },
  { type: 'session.reload' },
  { type: 'session.retry' },
  { type: 'balance.refresh' },
  { type: 'messages.refresh' },
  { type: 'logout.request' },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  { type: 'session.expired' },
] as const

const signedOut = { token: null, member: null, balance: null, unread: null, passwordChange: null }
const goHome = { type: 'navigate', to: '/', replace: true }
const expired = { type: 'notice', code: 'session.expired' }

/** Spec §4 "Member info storing", "Logout", "When logged in": one rule per event, on context and emitted. */
const sessionRules: ModelOptions['rules'] = {
  'session.start': ({ event, after }) => {
    expect(after.context.token).toBe(event.token)
    expect(after.context.firstLogin).toBe(event.firstLogin ?? false)
    expect(after.matches('loading')).toBe(true)
  },
  'session.passwordChanged': ({ after }) => expect(after.context.passwordChange).toBeNull(),
  'session.reload': ({ after }) => expect(after.matches('loading')).toBe(true),
  'session.retry': ({ before, after }) => {
    expect(before.matches('failed')).toBe(true)
    expect(after.matches('loading')).toBe(true)
  },
  'balance.refresh': ({ after }) => expect(after.matches({ signedIn: { balance: 'loading' } })).toBe(true),
  'messages.refresh': ({ after }) => {
    // The unread-message call is skipped for trial accounts: they never get here.
    expect(after.context.isTrial).toBe(false)
    expect(after.matches({ signedIn: { messages: 'loading' } })).toBe(true)
  },
  'logout.request': ({ before, after, emitted }) => {
    // Signed in, a confirmation first; a failed restore signs out at once, to /.
    if (before.matches('failed')) {
      expect(after.context).toMatchObject(signedOut)
      expect(emitted).toEqual([goHome])
    } else expect(after.matches('confirmingLogout')).toBe(true)
  },
  'logout.confirm': ({ after }) => expect(after.matches('signingOut')).toBe(true),
  'logout.cancel': ({ before, after }) => {
    expect(after.context.member).toEqual(before.context.member)
    expect(after.matches('signedIn')).toBe(true)
  },
  'session.expired': ({ before, after, emitted }) => {
    // Signing out already: the 401 only says the token is gone; the sign-out goes on, with no notice.
    if (before.matches('signingOut')) {
      expect(after.context).toEqual(before.context)
      expect(emitted).toEqual([])
      return
    }
    expect(after.context).toMatchObject(signedOut)
    expect(emitted).toEqual([expired])
  },
  'xstate.done.actor.loadMember': ({ event, after }) => {
    const type = (event.output as MemberInfo).type
    expect(after.context).toMatchObject({
      member: event.output,
      isAgent: [1, 2, 41, 42].includes(type),
      isTrial: type === 4,
      failure: null,
    })
  },
  'xstate.error.actor.loadMember': ({ event, after, emitted }) => {
    if (event.error === unauthorized) {
      expect(after.context).toMatchObject(signedOut)
      expect(emitted).toEqual([expired])
    } else {
      expect(after.context.failure).toMatchObject({ kind: 'network' })
      expect(after.context.token).not.toBeNull()
    }
  },
  'xstate.done.actor.loadBalance': ({ event, after }) => {
    expect(after.context.balance).toEqual(event.output)
    expect(after.context.member).not.toBeNull()
  },
  'xstate.error.actor.loadBalance': ({ after }) =>
    expect(after.context.balanceFailure).toMatchObject({ kind: 'network' }),
  'xstate.done.actor.loadUnread': ({ event, after }) => expect(after.context.unread).toBe(event.output),
  'xstate.error.actor.loadUnread': ({ before, after }) =>
    expect(after.context.unread).toBe(before.context.unread),
  // Whatever the server says to the sign-out, the local session ends and the user lands on /.
  'xstate.done.actor.logout': ({ after, emitted }) => {
    expect(after.context).toMatchObject(signedOut)
    expect(emitted).toEqual([goHome])
  },
  'xstate.error.actor.logout': ({ after, emitted }) => {
    expect(after.context).toMatchObject(signedOut)
    expect(emitted).toEqual([goHome])
  },
}

const model = (storedToken: string | null) => ({
  events: () => userEvents,
  input: { urlToken: null, storedToken },
  outputs: {
    loadMember: [member, agent, trial],
    loadBalance: [{ balance: money(123450n), currencySymbol: '$' }],
    loadUnread: [3],
    logout: [null],
  },
  errors: {
    loadMember: [unauthorized, networkDown],
    loadBalance: [networkDown],
    loadUnread: [networkDown],
    logout: [networkDown],
  },
  rules: sessionRules,
})

describe.each([
  ['no stored token', null],
  ['a stored token', 'stored-token'],
])('session model, starting with %s', (_, storedToken) => {
  const options = model(storedToken)
  testModel(machine, options)
})

testTransitionCoverage(machine)
