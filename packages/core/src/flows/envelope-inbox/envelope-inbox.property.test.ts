import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { EnvelopeToOpen, OpenedEnvelope } from '../../api/schemas/agent-money'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { connectEnvelopeInbox } from './envelope-inbox.connect'
import { envelopeInboxMachine } from './envelope-inbox.machine'
import type { EnvelopeInboxEvent } from './envelope-inbox.types'

/** The simulator's rule: each envelope credits me once; opening again answers the same share. */
function modelServer() {
  let next = 1
  const waiting: EnvelopeToOpen[] = []
  const credited = new Map<string, bigint>()
  let balance = 0n
  return {
    credited,
    balance: () => balance,
    arrive() {
      waiting.push({ id: `RE${next++}`, from: 'agent', sender: 'agent01', expiresAt: '2026-03-19T12:00:00Z' })
    },
    expireFirst() {
      waiting.shift()
    },
    list: () => [...waiting],
    open(id: string, lost: boolean): OpenedEnvelope {
      const known = credited.get(id)
      if (known === undefined) {
        const index = waiting.findIndex((one) => one.id === id)
        if (index === -1)
          throw new ApiError({ kind: 'business', endpoint: 'openRedEnvelope', code: 'envelope_expired' })
        waiting.splice(index, 1)
        const share = BigInt(id.length * 37)
        credited.set(id, share)
        balance += share
      }
      if (lost) throw new ApiError({ kind: 'timeout', endpoint: 'openRedEnvelope' })
      return { id, amount: money(credited.get(id) ?? 0n), balance: money(balance) }
    },
  }
}

type Step =
  | { kind: 'arrive' }
  | { kind: 'expire' }
  | { kind: 'openShown' }
  | { kind: 'send'; event: EnvelopeInboxEvent }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'arrive' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' } as const) },
  { weight: 3, arbitrary: fc.constant({ kind: 'openShown' } as const) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<EnvelopeInboxEvent>(
        { type: 'envelopes.later' },
        { type: 'envelopes.close' },
        { type: 'envelopes.open', id: 'RE1' },
      )
      .map((event): Step => ({ kind: 'send', event })),
  },
)

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('envelope inbox properties: arrivals, expiries, clicks and lost answers in any order', () => {
  test('an envelope credits once; what the dialog says was credited was credited; the dialog shows only what may be opened', async () => {
    let opened = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 25, size: 'max' }),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        async (steps, losses) => {
          const server = modelServer()
          let calls = 0
          const actor = createActor(
            envelopeInboxMachine.provide({
              actors: {
                loadEnvelopes: fromPromise(async () => server.list()),
                openEnvelope: fromPromise(async ({ input }: { input: { id: string } }) =>
                  server.open(input.id, losses[calls++ % losses.length] ?? false),
                ),
              },
              actions: { announceMoneyMoved: () => {} },
            }),
          ).start()
          await settle()
          for (const next of steps) {
            const callsBefore = calls
            if (next.kind === 'arrive') {
              server.arrive()
              actor.send({ type: 'envelopes.refresh' })
            } else if (next.kind === 'expire') server.expireFirst()
            else if (next.kind === 'openShown') {
              const current = connectEnvelopeInbox(actor.getSnapshot()).current
              if (current) actor.send({ type: 'envelopes.open', id: current.id })
            } else actor.send(next.event)
            await settle()
            expect(calls - callsBefore).toBeLessThanOrEqual(1)
            const view = connectEnvelopeInbox(actor.getSnapshot())
            // Each envelope credited at most once, whatever was clicked or lost.
            expect([...server.credited.values()].reduce((sum, share) => sum + share, 0n)).toBe(
              server.balance(),
            )
            if (view.step === 'opened') {
              expect(view.opened && server.credited.get(view.opened.id)).toBe(view.opened?.amount.minor)
              opened += 1
            }
            if (view.step === 'waiting') expect(view.current).not.toBeNull()
            expect(view.open).toBe(view.step !== 'closed')
          }
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
    expect(opened).toBeGreaterThan(100)
  }, 300_000)
})
