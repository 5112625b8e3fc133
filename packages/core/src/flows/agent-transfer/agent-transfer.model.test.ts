import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import { money } from '../../domain/money'
import { refusal } from '../../testing/fixtures'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectAgentTransfer } from './agent-transfer.connect'
import { agentTransferMachine } from './agent-transfer.machine'
import type { AgentTransferContext } from './agent-transfer.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AgentTransferContext
const view = (snapshot: AnyMachineSnapshot) => connectAgentTransfer(snapshot as never)

const random = cyclingRandom()

const info: AgentTransferInfo = {
  balance: money(10_000n),
  upline: null,
  fundPasswordSet: true,
  minAmount: money(100n),
}
const done: AgentTransfer = {
  transferNo: 'AT1',
  to: 'member01',
  direction: 'down',
  amount: money(3_000n),
  balance: money(7_000n),
  createdAt: '2026-03-18T12:00:00Z',
}

// The events a user sends; after them a valid form (to, 30, 123456) or an invalid one.
const events = (): AnyEventObject[] => [
  { type: 'agentTransfer.change', field: 'to', value: 'member01' },
  { type: 'agentTransfer.change', field: 'amount', value: '30' },
  { type: 'agentTransfer.change', field: 'password', value: '123456' },
  { type: 'agentTransfer.change', field: 'amount', value: '0.5' },
  { type: 'agentTransfer.submit' },
  { type: 'agentTransfer.retry' },
  { type: 'agentTransfer.balance', balance: money(20_000n) },
]

describe('agent transfer model', () => {
  testModel(agentTransferMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events,
    outputs: { loadInfo: [info], sendTransfer: [done] },
    errors: {
      loadInfo: [new ApiError({ kind: 'network', endpoint: 'agentTransferInfo' })],
      sendTransfer: [
        new ApiError({ kind: 'timeout', endpoint: 'agentTransfer' }),
        new ApiError({ kind: 'http', endpoint: 'agentTransfer', status: 500 }),
        refusal('agentTransfer', 'wrong_fund_password', { field: 'paymentPassword' }),
      ],
    },
    rules: {
      'agentTransfer.balance': ({ event, before, after }) => {
        // Money arrived elsewhere: the limit follows it; nothing typed or sent changes.
        expect(contextOf(after).info?.balance).toEqual(event.balance)
        expect(after.value).toEqual(before.value)
        expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        expect(contextOf(after).request).toBe(contextOf(before).request)
      },
      'xstate.done.actor.loadInfo': ({ after }) => {
        expect(contextOf(after).info).toEqual(info)
        expect(view(after)).toMatchObject({ status: 'ready', canSubmit: true })
      },
      'xstate.error.actor.loadInfo': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'loadFailed',
          canRetry: true,
          failure: { code: 'network' },
        })
      },
      'agentTransfer.change': ({ event, after }) => {
        expect(contextOf(after).fields[event.field as 'to']).toBe(event.value)
        expect(contextOf(after).fieldErrors[event.field as 'to']).toBeUndefined()
        // Any change is a new action: a key kept for Retry no longer applies.
        expect(contextOf(after).request).toBeNull()
        expect(after.matches('ready')).toBe(true)
      },
      'agentTransfer.submit': ({ before, after }) => {
        if (after.matches('sending')) {
          const request = contextOf(after).request
          expect(request).toMatchObject({ to: 'member01', amount: money(3_000n), password: '123456' })
          expect(request?.key).toMatch(/^[a-z0-9]{24}$/)
          expect(request?.key).not.toBe(contextOf(before).request?.key)
        } else {
          // Nothing sent: reasons beside the fields, and what was typed kept.
          expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
          expect(contextOf(after).fields).toEqual(contextOf(before).fields)
          expect(after.matches('sending')).toBe(false)
        }
      },
      'agentTransfer.retry': ({ before, after }) => {
        if (before.matches('loadFailed')) expect(after.matches('loading')).toBe(true)
        else {
          // The same action, the same key.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(after.matches('sending')).toBe(true)
        }
      },
      'xstate.done.actor.sendTransfer': ({ after }) => {
        expect(contextOf(after)).toMatchObject({
          done,
          request: null,
          fields: { to: '', amount: '', password: '' },
        })
        expect(contextOf(after).info?.balance).toEqual(money(7_000n))
      },
      'xstate.error.actor.sendTransfer': ({ before, after }) => {
        const failure = contextOf(after).failure
        const shown = view(after)
        if (failure === null) {
          // A refusal of a field: beside it, the fund password forgotten.
          expect(contextOf(after).fieldErrors.password).toEqual({ code: 'wrong_fund_password' })
          expect(contextOf(after).fields.password).toBe('')
        } else if (failure.code === 'network') {
          // No answer: the action and its key are kept for Retry, and only Retry may send.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(shown).toMatchObject({ canRetry: true, canSubmit: false })
        } else expect(shown).toMatchObject({ canRetry: true, canSubmit: true })
      },
    },
  })
})

// The member centre's transfer to upline: the recipient comes with the info and is nobody's to change.
const uplineInfo: AgentTransferInfo = { ...info, upline: 'agent01' }
const toUpline: AgentTransfer = { ...done, to: 'agent01', direction: 'up' }

describe('agent transfer model: to my upline', () => {
  testModel(agentTransferMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random, toUpline: true },
    events: () => [
      { type: 'agentTransfer.change', field: 'to', value: 'member01' },
      { type: 'agentTransfer.change', field: 'amount', value: '30' },
      { type: 'agentTransfer.change', field: 'password', value: '123456' },
      { type: 'agentTransfer.submit' },
      { type: 'agentTransfer.retry' },
      { type: 'agentTransfer.balance', balance: money(20_000n) },
    ],
    outputs: { loadInfo: [uplineInfo], sendTransfer: [toUpline] },
    errors: {
      loadInfo: [new ApiError({ kind: 'network', endpoint: 'agentTransferInfo' })],
      sendTransfer: [new ApiError({ kind: 'timeout', endpoint: 'agentTransfer' })],
    },
    rules: {
      'agentTransfer.balance': ({ event, before, after }) => {
        // Money arrived elsewhere: the limit follows it; nothing typed or sent changes.
        expect(contextOf(after).info?.balance).toEqual(event.balance)
        expect(after.value).toEqual(before.value)
        expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        expect(contextOf(after).request).toBe(contextOf(before).request)
      },
      'xstate.done.actor.loadInfo': ({ after }) => {
        expect(contextOf(after).fields.to).toBe('agent01')
        expect(view(after)).toMatchObject({ status: 'ready', fields: { to: 'agent01' } })
      },
      'xstate.error.actor.loadInfo': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'loadFailed', canRetry: true })
      },
      'agentTransfer.change': ({ event, after }) => {
        // Only the amount and the password are typed; the recipient stays the upline.
        expect(event.field).not.toBe('to')
        expect(contextOf(after).fields.to).toBe('agent01')
        expect(contextOf(after).request).toBeNull()
      },
      'agentTransfer.submit': ({ after }) => {
        if (after.matches('sending'))
          expect(contextOf(after).request).toMatchObject({ to: 'agent01', amount: money(3_000n) })
        else expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
      },
      'agentTransfer.retry': ({ before, after }) => {
        if (before.matches('failed')) expect(contextOf(after).request).toBe(contextOf(before).request)
        else expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.sendTransfer': ({ after }) => {
        // Sent: amount and password cleared, the upline still chosen for the next one.
        expect(contextOf(after)).toMatchObject({
          done: toUpline,
          request: null,
          fields: { to: 'agent01', amount: '', password: '' },
        })
      },
      'xstate.error.actor.sendTransfer': ({ before, after }) => {
        expect(contextOf(after).request).toBe(contextOf(before).request)
        expect(view(after)).toMatchObject({ canRetry: true, canSubmit: false })
      },
    },
  })
})

testTransitionCoverage(agentTransferMachine)
