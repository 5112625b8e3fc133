import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectAgentTransfer } from './agent-transfer.connect'
import { agentTransferMachine } from './agent-transfer.machine'
import type { AgentTransferContext } from './agent-transfer.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AgentTransferContext
const view = (snapshot: AnyMachineSnapshot) => connectAgentTransfer(snapshot as never)

let tick = 0
const random = () => {
  tick = (tick + 7) % 36
  return tick / 36
}

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
]

describe('agent transfer model', () => {
  testModel(agentTransferMachine.provide({ actions: { refreshBalance: () => {} } }), {
    input: { random },
    events,
    outputs: { loadInfo: [info], sendTransfer: [done] },
    errors: {
      loadInfo: [new ApiError({ kind: 'network', endpoint: 'agentTransferInfo' })],
      sendTransfer: [
        new ApiError({ kind: 'timeout', endpoint: 'agentTransfer' }),
        new ApiError({ kind: 'http', endpoint: 'agentTransfer', status: 500 }),
        new ApiError({
          kind: 'business',
          endpoint: 'agentTransfer',
          code: 'wrong_fund_password',
          value: { field: 'paymentPassword' },
        }),
      ],
    },
    rules: {
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

testTransitionCoverage(agentTransferMachine)
