import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, emit } from 'xstate'
import type { MemberInfo } from '../../api/schemas/session'
import { agent, member, networkDown, trial, unauthorized } from '../../testing/fixtures'
import {
  allStateIds,
  allTransitions,
  modelEdges,
  type RuleStep,
  reachedStateIds,
  replay,
  testTransitionCoverage,
} from '../../testing/model'
import { sessionMachine } from './session.machine'
import type { SessionContext } from './session.types'

/**
 * The store writes are emitted as events here, so each rule sees what the session wrote, in order, beside
 * what it emitted itself: a switch of accounts must clear the store before the new token is written.
 */
// The test's own events are no part of the machine's emitted union, hence the casts.
const machine = sessionMachine.provide({
  actions: {
    persistToken: emit((_, { token }: { token: string }) => ({ type: 'store.token', token }) as never),
    clearStoredSession: emit({ type: 'store.clear' } as never),
  },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SessionContext
const types = (emitted: readonly AnyEventObject[]) => emitted.map((event) => event.type)

/** Nothing of a member outlives their leaving: member, roles, owed change, token. */
function forgotten(context: SessionContext) {
  expect(context).toMatchObject({
    member: null,
    isAgent: false,
    isTrial: false,
    passwordChange: null,
  })
}

/** Signed out for good: the store is cleared, nothing remembered, the visitor sent home or told why. */
function signedOut({ after, emitted }: RuleStep, says: 'home' | 'expired') {
  expect(after.matches('anonymous')).toBe(true)
  forgotten(contextOf(after))
  expect(contextOf(after).token).toBeNull()
  expect(contextOf(after).offeredToken).toBeNull()
  expect(emitted[0]).toEqual({ type: 'store.clear' })
  expect(types(emitted)).not.toContain('store.token')
  if (says === 'home') expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/', replace: true })
  else expect(emitted.at(-1)?.type).toBe('notice')
}

/** The link's token replaces the live one only after the store was cleared: the new member starts empty. */
function tookOfferedToken({ before, after, emitted }: RuleStep) {
  const offered = contextOf(before).offeredToken
  expect(offered).not.toBeNull()
  expect(after.matches('loading')).toBe(true)
  expect(contextOf(after).token).toBe(offered)
  expect(contextOf(after).offeredToken).toBeNull()
  forgotten(contextOf(after))
  expect(emitted).toEqual([{ type: 'store.clear' }, { type: 'store.token', token: offered }])
}

/** What each transition must do (issue 12 "Session", spec §4), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'session.start': ({ event, before, after, emitted }) => {
    const start = event as AnyEventObject & { token: string; passwordChange?: unknown; firstLogin?: boolean }
    expect(after.matches('loading')).toBe(true)
    expect(contextOf(after)).toMatchObject({
      token: start.token,
      offeredToken: null,
      failure: null,
      firstLogin: start.firstLogin ?? false,
      passwordChange: start.passwordChange ?? null,
    })
    expect({ ...contextOf(after), token: null, passwordChange: null, firstLogin: false }).toMatchObject({
      member: null,
    })
    // Only the token is stored: a forced change is asked of the platform again after a reload.
    const writes = emitted.filter((written) => written.type !== 'store.clear')
    expect(writes).toEqual([{ type: 'store.token', token: start.token }])
    // Another account replacing a live or loading one: the previous member's store goes first.
    if (!before.matches('anonymous')) expect(emitted[0]).toEqual({ type: 'store.clear' })
    else expect(types(emitted)).not.toContain('store.clear')
  },
  'session.passwordChanged': ({ before, after, emitted }) => {
    expect(contextOf(after).passwordChange).toBeNull()
    expect(contextOf(after).token).toBe(contextOf(before).token)
    expect(emitted).toEqual([])
  },
  'session.passwordChangeRequired': ({ event, before, after, emitted }) => {
    const told = event as AnyEventObject & { reason: string; token: string | null }
    if (told.token !== contextOf(before).token) expect(contextOf(after)).toEqual(contextOf(before))
    else expect(contextOf(after).passwordChange?.reason).toBe(told.reason)
    expect(emitted).toEqual([])
  },
  'switch.confirm': tookOfferedToken,
  'switch.decline': ({ before, after, emitted }) => {
    expect(before.matches('switchOffered')).toBe(true)
    expect(after.matches(contextOf(before).member ? 'signedIn' : 'anonymous')).toBe(true)
    expect(contextOf(after)).toEqual({ ...contextOf(before), offeredToken: null, offeredAccount: null })
    expect(emitted).toEqual([])
  },
  'session.reload': ({ before, after, emitted }) => {
    expect(after.matches('loading')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'session.retry': ({ before, after, emitted }) => {
    expect(before.matches('failed')).toBe(true)
    expect(after.matches('loading')).toBe(true)
    expect(contextOf(after).token).toBe(contextOf(before).token)
    expect(emitted).toEqual([])
  },
  'logout.request': (step) => {
    if (step.before.matches('failed')) return signedOut(step, 'home')
    // Signed in: only a question, nothing forgotten yet.
    expect(step.after.matches('confirmingLogout')).toBe(true)
    expect(contextOf(step.after)).toEqual(contextOf(step.before))
    expect(step.emitted).toEqual([])
  },
  'logout.confirm': ({ before, after, emitted }) => {
    expect(after.matches('signingOut')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'logout.cancel': ({ before, after, emitted }) => {
    expect(after.matches('signedIn')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'session.expired': (step) => {
    const { before, after, emitted, event } = step
    // Signing out already: the 401 of the sign-out call is no news.
    if (before.matches('signingOut')) {
      expect(contextOf(after)).toEqual(contextOf(before))
      expect(emitted).toEqual([])
      return
    }
    // The member's own call decides while it loads; without a session there is nothing to end.
    if (before.matches('loading') || contextOf(before).token === null) {
      expect(contextOf(after)).toEqual(contextOf(before))
      expect(emitted).toEqual([])
      return
    }
    // Never the offered token instead: the offer goes with the session.
    signedOut(step, 'expired')
    expect(emitted.at(-1)).toEqual({
      type: 'notice',
      code: (event as { revoked?: boolean }).revoked ? 'session.revoked' : 'session.expired',
    })
  },
  'xstate.done.actor.loadMember': ({ event, before, after, emitted }) => {
    const loaded = (event as AnyEventObject & { output: MemberInfo }).output
    const context = contextOf(after)
    expect(after.matches(contextOf(before).offeredToken ? 'peeking' : 'signedIn')).toBe(true)
    expect(context.member).toEqual(loaded)
    expect(context.isAgent).toBe(loaded.type === agent.type)
    expect(context.isTrial).toBe(loaded.type === trial.type)
    expect(context.failure).toBeNull()
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.loadMember': (step) => {
    const error = (step.event as AnyEventObject & { error: unknown }).error
    if (error === unauthorized && contextOf(step.before).offeredToken) {
      // The stored session is over; the link's account is asked about, not taken.
      expect(step.after.matches('peeking')).toBe(true)
      forgotten(contextOf(step.after))
      expect(contextOf(step.after).token).toBeNull()
      expect(step.emitted).toEqual([{ type: 'store.clear' }])
      return
    }
    if (error === unauthorized) return signedOut(step, 'expired')
    expect(step.after.matches('failed')).toBe(true)
    expect(contextOf(step.after).failure).toMatchObject({ kind: 'network', endpoint: 'memberInfo' })
    expect(contextOf(step.after).token).toBe(contextOf(step.before).token)
    expect(step.emitted).toEqual([])
  },
  'xstate.done.actor.peekOffered': ({ event, before, after, emitted }) => {
    expect(after.matches('switchOffered')).toBe(true)
    expect(contextOf(after).offeredAccount).toBe(
      (event as AnyEventObject & { output: MemberInfo }).output.account,
    )
    expect(contextOf(after).token).toBe(contextOf(before).token)
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.peekOffered': ({ before, after, emitted }) => {
    expect(after.matches(contextOf(before).member ? 'signedIn' : 'anonymous')).toBe(true)
    expect(contextOf(after)).toMatchObject({ offeredToken: null, offeredAccount: null })
    expect(emitted).toEqual([])
  },
  // Whether the server heard the sign-out or not, the local session ends.
  'xstate.done.actor.logout': (step) => signedOut(step, 'home'),
  'xstate.error.actor.logout': (step) => signedOut(step, 'home'),
}

const userEvents = [
  { type: 'session.start', token: 'fresh-token' },
  { type: 'session.start', token: 'first-token', firstLogin: true },
  {
    type: 'session.start',
    token: 'forced-token',
    passwordChange: { reason: 'default', oldPassword: 'typed-password' },
  },
  { type: 'session.passwordChanged' },
  { type: 'session.passwordChangeRequired', reason: 'expired', token: 'stored-token' },
  { type: 'session.passwordChangeRequired', reason: 'default', token: 'earlier-token' },
  { type: 'switch.confirm' },
  { type: 'switch.decline' },
  { type: 'session.reload' },
  { type: 'session.retry' },
  { type: 'logout.request' },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  { type: 'session.expired' },
  { type: 'session.expired', revoked: true },
] as const

const model = (input: { storedToken: string | null; urlToken: string | null }) => ({
  events: () => userEvents,
  rules,
  input,
  // It never ends on its own: it only reloads on `member.changed`, which `session.reload` stands for here.
  keepActors: ['followMember'],
  outputs: {
    loadMember: [member, agent, trial],
    peekOffered: [agent],
    logout: [null],
  },
  errors: {
    loadMember: [unauthorized, networkDown],
    peekOffered: [unauthorized],
    logout: [networkDown],
  },
})

const startingPoints = [
  ['no stored token', { storedToken: null, urlToken: null }],
  ['a stored token', { storedToken: 'stored-token', urlToken: null }],
  ['a URL token alone', { storedToken: null, urlToken: 'url-token' }],
  ['a stored token and another URL token', { storedToken: 'stored-token', urlToken: 'url-token' }],
] as const

const edgesOf = startingPoints.map(([name, input]) => {
  const options = model(input)
  return { name, options, edges: modelEdges(machine, options) }
})

// Each starting point reaches part of the machine (only a URL token beside a live session offers a switch);
// together they reach all of it.
test('the paths of every starting point together reach every state of the machine', () => {
  const reached = new Set(edgesOf.flatMap(({ edges }) => [...reachedStateIds(edges)]))
  expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
})

test('every event type the session handles has a rule', () => {
  const handled = new Set(allTransitions(machine).map((key) => key.split(' ')[1]?.replace(/#\d+$/, '')))
  handled.delete('always')
  expect([...handled].filter((type) => !(type && type in rules))).toEqual([])
})

describe.each(edgesOf.map((start) => [start.name, start] as const))(
  'session model, starting with %s',
  (_, { options, edges }) => {
    test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
      const actor = await replay(machine, edge, options)
      actor.stop()
    })
  },
)

testTransitionCoverage(machine)
