import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { SentEnvelope } from '../../api/schemas/agent-money'
import { money } from '../../domain/money'
import { refusal } from '../../testing/fixtures'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectRedEnvelope } from './red-envelope.connect'
import { redEnvelopeMachine } from './red-envelope.machine'
import type { RedEnvelopeContext } from './red-envelope.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RedEnvelopeContext
const view = (snapshot: AnyMachineSnapshot) => connectRedEnvelope(snapshot as never)

const random = cyclingRandom(5)

const sent: SentEnvelope = {
  id: 'RE1',
  total: money(5_000n),
  count: 10,
  split: 'random',
  status: 'open',
  createdAt: '2026-03-18T12:00:00Z',
  expiresAt: '2026-03-19T12:00:00Z',
  refunded: money(0n),
  opened: [],
}

const events = (): AnyEventObject[] => [
  { type: 'envelope.change', field: 'total', value: '50' },
  { type: 'envelope.change', field: 'count', value: '0' },
  { type: 'envelope.change', field: 'paymentPassword', value: '123456' },
  { type: 'envelope.split', split: 'equal' },
  { type: 'envelope.submit' },
  { type: 'envelope.retry' },
  { type: 'envelope.refresh' },
]

describe('red envelope (agent) model', () => {
  testModel(redEnvelopeMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events,
    outputs: { loadHistory: [[sent]], sendEnvelope: [sent] },
    errors: {
      loadHistory: [new ApiError({ kind: 'network', endpoint: 'sentRedEnvelopes' })],
      sendEnvelope: [
        new ApiError({ kind: 'timeout', endpoint: 'sendRedEnvelope' }),
        new ApiError({ kind: 'http', endpoint: 'sendRedEnvelope', status: 500 }),
        refusal('sendRedEnvelope', 'insufficient_balance', { field: 'total' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadHistory': ({ after }) => {
        expect(contextOf(after).history).toEqual([sent])
        expect(view(after).status).toBe('ready')
      },
      'xstate.error.actor.loadHistory': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'loadFailed', canRetry: true })
      },
      'envelope.change': ({ event, after }) => {
        expect(contextOf(after).fields[event.field as 'total']).toBe(event.value)
        expect(contextOf(after).request).toBeNull()
      },
      'envelope.split': ({ after }) => {
        expect(contextOf(after).split).toBe('equal')
        expect(contextOf(after).request).toBeNull()
      },
      'envelope.submit': ({ before, after }) => {
        if (after.matches('sending')) {
          const request = contextOf(after).request
          expect(request).toMatchObject({ total: money(5_000n), count: 10, hours: 24 })
          expect(request?.key).toMatch(/^[a-z0-9]{24}$/)
          expect(request?.key).not.toBe(contextOf(before).request?.key)
        } else {
          expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
          expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        }
      },
      'envelope.retry': ({ before, after }) => {
        if (before.matches('loadFailed')) expect(after.matches('loading')).toBe(true)
        else expect(contextOf(after).request).toBe(contextOf(before).request)
      },
      'envelope.refresh': ({ after }) => {
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.sendEnvelope': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ sent, request: null })
        expect(contextOf(after).history[0]).toEqual(sent)
        expect(contextOf(after).fields.total).toBe('')
      },
      'xstate.error.actor.sendEnvelope': ({ before, after }) => {
        const failure = contextOf(after).failure
        if (failure === null)
          expect(contextOf(after).fieldErrors.total).toEqual({ code: 'insufficient_balance' })
        else if (failure.code === 'network') {
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(view(after)).toMatchObject({ canRetry: true, canSubmit: false })
        } else expect(view(after)).toMatchObject({ canRetry: true, canSubmit: true })
      },
    },
  })
})

testTransitionCoverage(redEnvelopeMachine)
