import { describe } from 'vitest'
import { money } from '../../domain/money'
import { agent, member, networkDown, trial, unauthorized } from '../../testing/fixtures'
import { testModel } from '../../testing/model'
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
})

describe.each([
  ['no stored token', null],
  ['a stored token', 'stored-token'],
])('session model, starting with %s', (_, storedToken) => {
  const options = model(storedToken)
  testModel(machine, options)
})
