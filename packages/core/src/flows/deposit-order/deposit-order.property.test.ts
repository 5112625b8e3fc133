import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { depositReferencePattern } from '../../api/schemas/deposit-order'
import { checkMachine, visited } from '../../testing/machine-property'
import { lost, orderSample } from '../deposit/deposit.fixtures'
import { depositOrderMachine } from './deposit-order.machine'
import type { DepositOrderContext } from './deposit-order.types'

const events = fc.oneof(
  fc
    .oneof(
      fc.string({ maxLength: 44 }),
      fc.stringMatching(/^ ?[A-Za-z0-9._/-]{4,40} ?$/),
      fc.constantFrom('', '   ', 'FT 26', 'x'.repeat(41)),
    )
    .map((value) => ({ type: 'order.type', value })),
  fc.constant({ type: 'order.save' }),
  fc.constant({ type: 'order.chat' }),
)

describe('deposit order properties over random typing, saves, chats and answers', () => {
  test('one request at a time; only a well-formed reference is sent, trimmed; a failure keeps what was typed', async () => {
    const visits = await checkMachine({
      machine: depositOrderMachine,
      input: { reference: 'DP7' },
      events,
      outputs: {
        saveReference: [{ ...orderSample('DP7'), memberReference: 'FT-1' }],
        requestChat: [{ url: 'http://sim.test/chat', expiresAt: '2026-03-01T08:30:00.000Z' }],
      },
      errors: { saveReference: [lost.network, lost.unreadable], requestChat: [lost.network] },
      check: ({ before, after, started, pending, answered }) => {
        const was = before.context as DepositOrderContext
        const is = after.context as DepositOrderContext
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const input = call.input as { reference: string; memberReference?: string }
          expect(input.reference).toBe('DP7')
          if (call.id === 'saveReference') {
            expect(input.memberReference).toBe(was.typed.trim())
            expect(depositReferencePattern.test(input.memberReference ?? '')).toBe(true)
          }
        }
        if (answered && !answered.ok) expect(is.typed).toBe(was.typed)
      },
    })
    expect(visited(visits, 'saving')).toBe(true)
    expect(visited(visits, 'linking')).toBe(true)
  }, 120_000)
})
