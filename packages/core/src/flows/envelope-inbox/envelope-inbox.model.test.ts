import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { EnvelopeToOpen } from '../../api/schemas/agent-money'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectEnvelopeInbox } from './envelope-inbox.connect'
import { envelopeInboxMachine } from './envelope-inbox.machine'
import type { EnvelopeInboxContext } from './envelope-inbox.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as EnvelopeInboxContext
const view = (snapshot: AnyMachineSnapshot) => connectEnvelopeInbox(snapshot as never)

const envelope = (id: string): EnvelopeToOpen => ({
  id,
  from: 'agent',
  sender: 'agent01',
  expiresAt: '2026-03-19T12:00:00Z',
})

const events = (): AnyEventObject[] => [
  { type: 'envelopes.refresh' },
  { type: 'envelopes.open', id: 'RE1' },
  { type: 'envelopes.later' },
  { type: 'envelopes.close' },
]

describe('envelope inbox (member) model', () => {
  testModel(envelopeInboxMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    events,
    keepActors: ['watchRealtime'],
    outputs: {
      loadEnvelopes: [[envelope('RE1'), envelope('RE2')], []],
      openEnvelope: [{ id: 'RE1', amount: money(321n), balance: money(10_321n) }],
    },
    errors: {
      loadEnvelopes: [new ApiError({ kind: 'network', endpoint: 'redEnvelopes' })],
      openEnvelope: [
        new ApiError({ kind: 'business', endpoint: 'openRedEnvelope', code: 'envelope_finished' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadEnvelopes': ({ after }) => {
        const shown = view(after)
        expect(shown.open).toBe(contextOf(after).envelopes.length > 0 && !contextOf(after).dismissed)
        if (shown.open) expect(shown).toMatchObject({ step: 'waiting', current: { id: 'RE1' }, more: 1 })
      },
      'xstate.error.actor.loadEnvelopes': ({ after }) => {
        expect(contextOf(after).failure).toMatchObject({ code: 'network' })
        expect(after.matches('ready')).toBe(true)
      },
      'envelopes.refresh': ({ after }) => {
        // Another envelope arrived: the dialog may show again.
        expect(contextOf(after).dismissed).toBe(false)
        expect(after.matches('loading')).toBe(true)
      },
      'envelopes.open': ({ after }) => {
        expect(view(after)).toMatchObject({ step: 'opening', open: true })
      },
      'envelopes.later': ({ after }) => {
        expect(view(after)).toMatchObject({ open: false, step: 'closed' })
      },
      'envelopes.close': ({ after }) => {
        expect(contextOf(after).opened).toBeNull()
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.openEnvelope': ({ after }) => {
        expect(view(after)).toMatchObject({
          step: 'opened',
          opened: { id: 'RE1', amount: money(321n), sender: 'agent01' },
        })
        expect(contextOf(after).envelopes.map((one) => one.id)).not.toContain('RE1')
      },
      'xstate.error.actor.openEnvelope': ({ before, after }) => {
        const failure = contextOf(after).failure
        if (failure?.kind === 'business') {
          expect(contextOf(after).envelopes).toEqual(contextOf(before).envelopes.slice(1))
          expect(failure.code).toBe('envelope_finished')
        } else {
          // No answer: still there to open again.
          expect(contextOf(after).envelopes).toEqual(contextOf(before).envelopes)
          expect(view(after)).toMatchObject({ step: 'waiting', current: { id: 'RE1' } })
        }
      },
    },
  })
})

testTransitionCoverage(envelopeInboxMachine)
