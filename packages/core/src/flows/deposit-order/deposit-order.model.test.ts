import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { lost, orderSample } from '../deposit/deposit.fixtures'
import { connectDepositOrder } from './deposit-order.connect'
import { depositOrderMachine } from './deposit-order.machine'
import type { DepositOrderContext } from './deposit-order.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositOrderContext
const view = (snapshot: AnyMachineSnapshot) => connectDepositOrder(snapshot as never)
const saved = { ...orderSample('DP1'), memberReference: 'FT26-0001' }
const link = { url: 'http://sim.test/sim/deposit-chat/abc', expiresAt: '2026-03-01T08:30:00.000Z' }
const settled = new ApiError({
  kind: 'business',
  endpoint: 'updateDepositReference',
  code: 'order_not_pending',
})

describe('deposit order model', () => {
  testModel(depositOrderMachine, {
    input: { reference: 'DP1' },
    events: () => [
      { type: 'order.type', value: ' FT26-0001 ' },
      { type: 'order.type', value: 'no' },
      { type: 'order.save' },
      { type: 'order.chat' },
    ],
    outputs: { saveReference: [saved], requestChat: [link] },
    errors: { saveReference: [lost.network, settled], requestChat: [lost.network] },
    rules: {
      'order.type': ({ after, event }) => {
        expect(contextOf(after).typed).toBe(event.value)
        expect(contextOf(after).issue).toBeNull()
      },
      'order.save': ({ before, after }) => {
        const typed = contextOf(before).typed.trim()
        if (!/^[A-Za-z0-9._/-]{4,40}$/.test(typed)) {
          // Nothing asked: the member is told what a reference looks like.
          expect(after.matches('idle')).toBe(true)
          expect(contextOf(after).issue).toBe('referenceInvalid')
        } else {
          expect(after.matches('saving')).toBe(true)
          expect(view(after).saving).toBe(true)
          expect(contextOf(after).failure).toBeNull()
        }
      },
      'order.chat': ({ after }) => {
        expect(after.matches('linking')).toBe(true)
        expect(view(after)).toMatchObject({ linking: true, chat: null, chatFailure: null })
      },
      'xstate.done.actor.saveReference': ({ after }) => {
        expect(view(after)).toMatchObject({ saving: false, saved: 'FT26-0001', typed: '' })
      },
      'xstate.error.actor.saveReference': ({ before, after }) => {
        // What was typed stays; the same button saves it again.
        expect(contextOf(after).typed).toBe(contextOf(before).typed)
        expect(contextOf(after).failure?.code).toMatch(/network|order_not_pending/)
        expect(after.matches('idle')).toBe(true)
      },
      'xstate.done.actor.requestChat': ({ after }) => {
        expect(view(after).chat).toEqual(link)
      },
      'xstate.error.actor.requestChat': ({ after }) => {
        expect(view(after)).toMatchObject({ linking: false, chat: null })
        expect(contextOf(after).chatFailure?.code).toBe('network')
      },
    },
  })
})

testTransitionCoverage(depositOrderMachine)
