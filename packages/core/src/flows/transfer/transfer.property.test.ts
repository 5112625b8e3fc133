import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { type Fate, fatesOfRequests, overLossyNetwork, seededRandom } from '../../testing/lossy-network'
import { settle } from '../../testing/settle'
import { transferMachine } from './transfer.machine'
import type { TransferEvent, TransferOutcome, TransferRequest } from './transfer.types'

/** What becomes of one request on the network: answered, applied with its answer lost, or never arrived. */
/**
 * The server as the simulator keeps it: balances per wallet, the keys it has answered (same key, same
 * answer, nothing moved again), refusals when the source holds too little.
 */
function modelServer(start: Record<string, bigint>) {
  const balances = new Map(Object.entries(start))
  const answered = new Map<string, TransferOutcome>()
  const applied: string[] = []
  const keysSeen: string[] = []
  function apply(request: TransferRequest): TransferOutcome {
    const known = answered.get(request.key)
    if (known) return known
    if (request.kind === 'collect') {
      let collected = 0n
      for (const [wallet, held] of balances)
        if (wallet !== 'main' && held > 0n) {
          balances.set(wallet, 0n)
          balances.set('main', (balances.get('main') ?? 0n) + held)
          collected += held
        }
      const outcome: TransferOutcome = { kind: 'collect', collected: money(collected), skipped: [] }
      answered.set(request.key, outcome)
      applied.push(request.key)
      return outcome
    }
    const [from, to] = request.direction === 'in' ? ['main', request.vendor] : [request.vendor, 'main']
    const amount = request.amount.minor
    if ((balances.get(from) ?? 0n) < amount)
      throw new ApiError({ kind: 'business', endpoint: 'walletTransfer', code: 'insufficient_balance' })
    balances.set(from, (balances.get(from) ?? 0n) - amount)
    balances.set(to, (balances.get(to) ?? 0n) + amount)
    const outcome: TransferOutcome = { kind: 'transfer' }
    answered.set(request.key, outcome)
    applied.push(request.key)
    return outcome
  }
  return {
    balances,
    applied,
    keysSeen,
    handle(request: TransferRequest, fate: Fate): TransferOutcome {
      keysSeen.push(request.key)
      return overLossyNetwork(fate, 'walletTransfer', () => apply(request))
    },
    sum: () => [...balances.values()].reduce((total, held) => total + held, 0n),
  }
}

const vendors = ['PG', 'EVO'] as const
type Step =
  | { kind: 'open'; vendor: (typeof vendors)[number]; direction: 'in' | 'out' }
  | { kind: 'send'; event: TransferEvent }

const send = (...events: TransferEvent[]) =>
  fc.constantFrom(...events).map((event): Step => ({ kind: 'send', event }))

// Weighted so that most sequences open a form, type a sendable amount, submit and retry.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      vendor: fc.constantFrom(...vendors),
      direction: fc.constantFrom('in' as const, 'out' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: send(
      { type: 'transfer.change', amount: '30' },
      { type: 'transfer.change', amount: '0.01' },
      { type: 'transfer.all' },
    ),
  },
  {
    weight: 1,
    arbitrary: send(
      { type: 'transfer.change', amount: '250' },
      { type: 'transfer.change', amount: '1.234' },
      { type: 'transfer.change', amount: 'abc' },
      { type: 'transfer.change', amount: '' },
      { type: 'transfer.direction', direction: 'in' },
      { type: 'transfer.direction', direction: 'out' },
      { type: 'transfer.collectAll' },
      { type: 'transfer.close' },
    ),
  },
  { weight: 3, arbitrary: send({ type: 'transfer.submit' }) },
  { weight: 3, arbitrary: send({ type: 'transfer.retry' }) },
)

describe('transfer properties: random clicks over a network that loses requests and answers', () => {
  test('a transfer never changes the sum of main + vendor wallets; one request per click; a key is never spent twice', async () => {
    let applied = 0
    let retried = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 25, size: 'max' }),
        fatesOfRequests,
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        async (steps, fates, seed) => {
          const server = modelServer({ main: 10_000n, PG: 0n, EVO: 5_000n })
          const start = server.sum()
          const random = seededRandom(seed)
          let sent = 0
          const actor = createActor(
            transferMachine.provide({
              actors: {
                sendRequest: fromPromise(async ({ input }: { input: TransferRequest }) =>
                  server.handle(input, fates[sent++ % fates.length] ?? 'answered'),
                ),
              },
              actions: { announceMoneyMoved: () => {} },
            }),
            { input: { random } },
          ).start()
          let actions = 0
          for (const next of steps) {
            const before = actor.getSnapshot()
            const sentBefore = sent
            if (next.kind === 'open')
              actor.send({
                type: 'transfer.open',
                vendor: next.vendor,
                direction: next.direction,
                main: money(server.balances.get('main') ?? 0n),
                vendorBalance: money(server.balances.get(next.vendor) ?? 0n),
              })
            else actor.send(next.event)
            const after = actor.getSnapshot()
            const newAction = after.context.request?.key !== before.context.request?.key
            if (after.matches('sending') && !before.matches('sending')) {
              if (next.kind === 'send' && next.event.type === 'transfer.retry') {
                // Retry sends the failed action again: the same key.
                expect(after.context.request?.key).toBe(before.context.request?.key)
                retried += 1
              } else if (newAction) actions += 1
            }
            await settle()
            // One click, at most one request.
            expect(sent - sentBefore).toBeLessThanOrEqual(1)
            expect(actor.getSnapshot().status).toBe('active')
            // Money only moves between the member's wallets.
            expect(server.sum()).toBe(start)
            for (const held of server.balances.values()) expect(held).toBeGreaterThanOrEqual(0n)
          }
          // Every key the server applied belongs to one action, applied once.
          expect(new Set(server.applied).size).toBe(server.applied.length)
          expect(new Set(server.keysSeen).size).toBeLessThanOrEqual(actions)
          applied += server.applied.length
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
    // The sequences reached what matters: transfers that went through, and retries of lost ones.
    expect(applied).toBeGreaterThan(100)
    expect(retried).toBeGreaterThan(20)
  }, 300_000)
})
