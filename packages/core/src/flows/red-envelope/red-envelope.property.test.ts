import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SentEnvelope } from '../../api/schemas/agent-money'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { refusal } from '../../testing/fixtures'
import { type Fate, fatesOfRequests, overLossyNetwork, seededRandom } from '../../testing/lossy-network'
import { settle } from '../../testing/settle'
import { redEnvelopeMachine } from './red-envelope.machine'
import type { EnvelopeRequest, RedEnvelopeEvent } from './red-envelope.types'

/** The simulator's rule: the total leaves the balance once per key; too little balance moves nothing. */
function modelServer() {
  let balance = 10_000n
  const sent = new Map<string, SentEnvelope>()
  const keysSeen: string[] = []
  function apply(request: EnvelopeRequest): SentEnvelope {
    const known = sent.get(request.key)
    if (known) return known
    if (balance < request.total.minor)
      throw refusal('sendRedEnvelope', 'insufficient_balance', { field: 'total' })
    balance -= request.total.minor
    const envelope: SentEnvelope = {
      id: `RE${sent.size + 1}`,
      total: request.total,
      count: request.count,
      split: request.split,
      status: 'open',
      createdAt: '2026-03-18T12:00:00Z',
      expiresAt: '2026-03-19T12:00:00Z',
      refunded: money(0n),
      opened: [],
    }
    sent.set(request.key, envelope)
    return envelope
  }
  return {
    sent,
    keysSeen,
    balance: () => balance,
    handle(request: EnvelopeRequest, fate: Fate): SentEnvelope {
      keysSeen.push(request.key)
      return overLossyNetwork(fate, 'sendRedEnvelope', () => apply(request))
    },
  }
}

const change = (field: 'total' | 'count' | 'hours' | 'paymentPassword', ...values: string[]) =>
  fc.constantFrom(...values).map((value): RedEnvelopeEvent => ({ type: 'envelope.change', field, value }))

const step: fc.Arbitrary<RedEnvelopeEvent> = fc.oneof(
  { weight: 3, arbitrary: change('total', '10', '0.05', '40', '150', 'x', '') },
  { weight: 1, arbitrary: change('count', '3', '10', '0', '101') },
  { weight: 1, arbitrary: change('hours', '1', '24', '0') },
  { weight: 1, arbitrary: change('paymentPassword', '123456', '12', '') },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('random' as const, 'equal' as const)
      .map((split) => ({ type: 'envelope.split' as const, split })),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'envelope.submit' } as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'envelope.retry' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'envelope.refresh' } as const) },
)

/** A sent envelope empties the fund password: the member types it again and sends, as one step. */
const typedAndSent: RedEnvelopeEvent[] = [
  { type: 'envelope.change', field: 'paymentPassword', value: '123456' },
  { type: 'envelope.submit' },
]
const steps = fc.oneof(
  { weight: 5, arbitrary: step.map((event) => [event]) },
  { weight: 1, arbitrary: fc.constant(typedAndSent) },
)

describe('red envelope properties: random clicks over a network that loses requests and answers', () => {
  test('one request per click; a key never debits twice; the history holds each envelope once', async () => {
    let sentTotal = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(steps, { maxLength: 25, size: 'max' }),
        fatesOfRequests,
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        async (clicks, fates, seed) => {
          const server = modelServer()
          const random = seededRandom(seed)
          let sent = 0
          const actor = createActor(
            redEnvelopeMachine.provide({
              actors: {
                loadHistory: fromPromise(async () => [...server.sent.values()].reverse()),
                sendEnvelope: fromPromise(async ({ input }: { input: EnvelopeRequest }) =>
                  server.handle(input, fates[sent++ % fates.length] ?? 'answered'),
                ),
              },
              actions: { announceMoneyMoved: () => {} },
            }),
            { input: { random } },
          ).start()
          await settle()
          for (const event of clicks.flat()) {
            const before = actor.getSnapshot()
            const sentBefore = sent
            actor.send(event)
            const after = actor.getSnapshot()
            if (event.type === 'envelope.retry' && after.matches('sending') && !before.matches('sending'))
              expect(after.context.request?.key).toBe(before.context.request?.key)
            await settle()
            expect(sent - sentBefore).toBeLessThanOrEqual(1)
            const debited = [...server.sent.values()].reduce((sum, one) => sum + one.total.minor, 0n)
            expect(server.balance() + debited).toBe(10_000n)
            expect(server.balance()).toBeGreaterThanOrEqual(0n)
            const ids = actor.getSnapshot().context.history.map((one) => one.id)
            expect(new Set(ids).size).toBe(ids.length)
          }
          sentTotal += server.sent.size
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
    expect(sentTotal).toBeGreaterThan(100)
  }, 300_000)
})
