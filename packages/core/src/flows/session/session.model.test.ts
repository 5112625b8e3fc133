import { describe, expect, test } from 'vitest'
import { money } from '../../domain/money'
import { agent, member, networkDown, trial, unauthorized } from '../../testing/fixtures'
import { allStateIds, modelEdges, reachedStateIds, replay } from '../../testing/model'
import { sessionMachine } from './session.machine'

const machine = sessionMachine.provide({
  actions: { persistToken: () => {}, persistPasswordChange: () => {}, clearStoredSession: () => {} },
})

const userEvents = [
  { type: 'session.start', token: 'fresh-token' },
  { type: 'session.start', token: 'first-token', firstLogin: true },
  {
    type: 'session.start',
    token: 'forced-token',
    passwordChange: { reason: 'default', oldPassword: 'typed-password' },
  },
  { type: 'session.passwordChanged' },
  { type: 'switch.confirm' },
  { type: 'switch.decline' },
  { type: 'session.reload' },
  { type: 'session.retry' },
  { type: 'balance.refresh' },
  { type: 'messages.refresh' },
  { type: 'logout.request' },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  { type: 'session.expired' },
] as const

const model = (input: { storedToken: string | null; urlToken: string | null }) => ({
  events: () => userEvents,
  input: { ...input, storedPasswordChange: input.storedToken ? 'expired' : null },
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
})

const startingPoints = [
  ['no stored token', { storedToken: null, urlToken: null }],
  ['a stored token owing a password change', { storedToken: 'stored-token', urlToken: null }],
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

describe.each(edgesOf.map((start) => [start.name, start] as const))(
  'session model, starting with %s',
  (_, { options, edges }) => {
    test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
      const actor = await replay(machine, edge, options)
      actor.stop()
    })
  },
)
