import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { refusal } from '../../testing/fixtures'
import { type Fate, fatesOfRequests, overLossyNetwork, seededRandom } from '../../testing/lossy-network'
import { settle } from '../../testing/settle'
import { agentTransferMachine } from './agent-transfer.machine'
import type { AgentTransferEvent, AgentTransferRequest } from './agent-transfer.types'

/** What becomes of one request on the network: answered, applied with its answer lost, or never arrived. */
/** Who sends to whom: agent01 down to member01 (agent centre), member01 up to agent01 (member centre). */
interface Mode {
  name: string
  from: 'agent01' | 'member01'
  to: 'agent01' | 'member01'
  toUpline: boolean
}

const modes: Mode[] = [
  { name: 'agent01 to a downline', from: 'agent01', to: 'member01', toUpline: false },
  { name: 'member01 to the upline', from: 'member01', to: 'agent01', toUpline: true },
]

/** The server as the simulator keeps it: two main balances, one entry each side per key, refusals that move nothing. */
function modelServer({ from, to }: Mode) {
  const balances = { agent01: 10_000n, member01: 10_000n }
  const answered = new Map<string, AgentTransfer>()
  const entries: { key: string; account: string; amount: bigint }[] = []
  const keysSeen: string[] = []
  function apply(request: AgentTransferRequest): AgentTransfer {
    const known = answered.get(request.key)
    if (known) return known
    if (request.password !== '123456')
      throw refusal('agentTransfer', 'wrong_fund_password', { field: 'paymentPassword' })
    const amount = request.amount.minor
    if (request.to !== to) throw refusal('agentTransfer', 'not_in_team', { field: 'to' })
    if (balances[from] < amount) throw refusal('agentTransfer', 'insufficient_balance', { field: 'amount' })
    balances[from] -= amount
    balances[to] += amount
    entries.push(
      { key: request.key, account: from, amount: -amount },
      { key: request.key, account: to, amount },
    )
    const outcome: AgentTransfer = {
      transferNo: `AT${answered.size + 1}`,
      to: request.to,
      direction: from === 'agent01' ? 'down' : 'up',
      amount: request.amount,
      balance: money(balances[from]),
      createdAt: '2026-03-18T12:00:00Z',
    }
    answered.set(request.key, outcome)
    return outcome
  }
  return {
    balances,
    entries,
    keysSeen,
    handle(request: AgentTransferRequest, fate: Fate): AgentTransfer {
      keysSeen.push(request.key)
      return overLossyNetwork(fate, 'agentTransfer', () => apply(request))
    },
  }
}

const change = (field: 'to' | 'amount' | 'password', ...values: string[]) =>
  fc
    .constantFrom(...values)
    .map((value): AgentTransferEvent => ({ type: 'agentTransfer.change', field, value }))

const step: fc.Arbitrary<AgentTransferEvent> = fc.oneof(
  { weight: 1, arbitrary: change('to', 'member01', 'agent01', '') },
  { weight: 3, arbitrary: change('amount', '30', '0.01', '1.5', '99.99', '250', 'abc', '') },
  { weight: 2, arbitrary: change('password', '123456', '123456', '123456', '654321', '12') },
  { weight: 3, arbitrary: fc.constant({ type: 'agentTransfer.submit' } as const) },
  { weight: 3, arbitrary: fc.constant({ type: 'agentTransfer.retry' } as const) },
)

describe.each(modes)(
  'agent transfer properties ($name): random clicks over a network that loses requests and answers',
  (mode) => {
    test('the sum of upline + downline never changes; one request per click; one entry a side per key', async () => {
      let moved = 0
      let retried = 0
      await fc.assert(
        fc.asyncProperty(
          fc.array(step, { maxLength: 25, size: 'max' }),
          fatesOfRequests,
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          async (steps, fates, seed) => {
            const server = modelServer(mode)
            const sum = server.balances.agent01 + server.balances.member01
            const random = seededRandom(seed)
            let sent = 0
            const actor = createActor(
              agentTransferMachine.provide({
                actors: {
                  loadInfo: fromPromise(
                    async (): Promise<AgentTransferInfo> => ({
                      balance: money(server.balances[mode.from]),
                      upline: mode.toUpline ? 'agent01' : null,
                      fundPasswordSet: true,
                      minAmount: money(100n),
                    }),
                  ),
                  sendTransfer: fromPromise(async ({ input }: { input: AgentTransferRequest }) =>
                    server.handle(input, fates[sent++ % fates.length] ?? 'answered'),
                  ),
                },
                actions: { announceMoneyMoved: () => {} },
              }),
              { input: { random, toUpline: mode.toUpline } },
            ).start()
            await settle()
            let actions = 0
            for (const event of [
              { type: 'agentTransfer.change', field: 'to', value: mode.to } as const,
              ...steps,
            ]) {
              const before = actor.getSnapshot()
              const sentBefore = sent
              actor.send(event)
              const after = actor.getSnapshot()
              if (after.matches('sending') && !before.matches('sending')) {
                if (event.type === 'agentTransfer.retry') {
                  expect(after.context.request?.key).toBe(before.context.request?.key)
                  retried += 1
                } else actions += 1
                // To my upline nothing typed can send it anywhere else.
                if (mode.toUpline) expect(after.context.request?.to).toBe('agent01')
              }
              await settle()
              expect(sent - sentBefore).toBeLessThanOrEqual(1)
              expect(server.balances.agent01 + server.balances.member01).toBe(sum)
              expect(server.balances[mode.from]).toBeGreaterThanOrEqual(0n)
            }
            // Every key moved money once at most: one entry on each side.
            const perKey = new Map<string, number>()
            for (const entry of server.entries) perKey.set(entry.key, (perKey.get(entry.key) ?? 0) + 1)
            for (const count of perKey.values()) expect(count).toBe(2)
            expect(new Set(server.keysSeen).size).toBeLessThanOrEqual(actions)
            moved += perKey.size
            actor.stop()
          },
        ),
        { numRuns: runs.machineSequences },
      )
      expect(moved).toBeGreaterThan(100)
      expect(retried).toBeGreaterThan(20)
    }, 300_000)
  },
)
