import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { MrSalaryInfo, MrSalaryPayout } from '../../api/schemas/mr-salary'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { type Fate, fatesOfRequests, overLossyNetwork, seededRandom } from '../../testing/lossy-network'
import { settle } from '../../testing/settle'
import { salaryInfo } from './mr-salary.fixtures'
import { mrSalaryMachine } from './mr-salary.machine'
import type { MrSalaryAction, MrSalaryEvent } from './mr-salary.types'

/** What becomes of one request on the network: answered, applied with its answer lost, or never arrived. */
const days = ['2026-03-17', '2026-03-16'] as const
const validBet = 123_400n

/**
 * The server as the simulator keeps it: agent01's and two downlines' balances, a rate per downline (at most
 * 1.50 %), a day paid at most once, one entry each side per payout, the answer of a key kept.
 */
function modelServer() {
  const balances = new Map([
    ['agent01', 5_000n],
    ['member01', 0n],
    ['agent02', 0n],
  ])
  const rates = new Map<string, number>([['agent02', 100]])
  const paid = new Map<string, bigint>()
  const answered = new Map<string, MrSalaryPayout>()
  const entries: { key: string; account: string }[] = []
  const keysSeen: string[] = []
  const refuse = (code: string, field?: string) =>
    new ApiError({ kind: 'business', endpoint: 'mrSalary', code, value: field ? { field } : {} })
  const due = (downline: string) => (validBet * BigInt(rates.get(downline) ?? 0)) / 10_000n
  function info(day: string | null): MrSalaryInfo {
    const shown = day ?? days[0]
    return {
      ...salaryInfo,
      day: shown,
      balance: money(balances.get('agent01') ?? 0n),
      rows: ['member01', 'agent02'].map((account) => {
        const done = paid.get(`${account}|${shown}`)
        const rate = rates.get(account) ?? null
        return {
          account,
          kind: 'member' as const,
          rate,
          validBet: money(validBet),
          activeMembers: 3,
          amount: money(done ?? due(account)),
          status: done !== undefined ? 'paid' : rate === null ? 'noRate' : 'due',
          paidAt: null,
        }
      }),
    }
  }
  function apply(request: MrSalaryAction): unknown {
    if (request.kind === 'rate') {
      if (request.rate > 150) throw refuse('rate_above_own', 'rate')
      rates.set(request.downline, request.rate)
      return { downline: request.downline, rate: request.rate }
    }
    keysSeen.push(request.key)
    const known = answered.get(request.key)
    if (known) return known
    const day = `${request.downline}|${request.day}`
    if (paid.has(day)) throw refuse('already_paid')
    const amount = due(request.downline)
    if (amount === 0n) throw refuse('no_rate')
    const agent = balances.get('agent01') ?? 0n
    if (agent < amount) throw refuse('insufficient_balance', 'amount')
    balances.set('agent01', agent - amount)
    balances.set(request.downline, (balances.get(request.downline) ?? 0n) + amount)
    paid.set(day, amount)
    entries.push({ key: request.key, account: 'agent01' }, { key: request.key, account: request.downline })
    const payout: MrSalaryPayout = {
      reference: `MR${answered.size + 1}`,
      downline: request.downline,
      day: request.day,
      amount: money(amount),
      balance: money(agent - amount),
    }
    answered.set(request.key, payout)
    return payout
  }
  return {
    balances,
    paid,
    entries,
    keysSeen,
    info,
    handle(request: MrSalaryAction, fate: Fate): unknown {
      return overLossyNetwork(fate, 'mrSalary', () => apply(request))
    },
  }
}

const downline = fc.constantFrom('member01', 'agent02')
const step: fc.Arbitrary<MrSalaryEvent> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(downline, fc.constantFrom('1.2', '0.5', '1.50', '2', '0', 'x', ''))
      .map(([account, value]): MrSalaryEvent => ({ type: 'mrSalary.edit', downline: account, value })),
  },
  {
    weight: 2,
    arbitrary: downline.map((account): MrSalaryEvent => ({ type: 'mrSalary.save', downline: account })),
  },
  {
    weight: 3,
    arbitrary: downline.map((account): MrSalaryEvent => ({ type: 'mrSalary.pay', downline: account })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...days).map((day): MrSalaryEvent => ({ type: 'mrSalary.day', day })),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'mrSalary.retry' } as const) },
)

type RateRequest = Extract<MrSalaryAction, { kind: 'rate' }>
type PayRequest = Extract<MrSalaryAction, { kind: 'pay' }>

describe('daily salary by member ratio properties: random clicks over a network that loses requests and answers', () => {
  test('money is only moved, a day pays once, one request per click, one entry a side per key', async () => {
    let payouts = 0
    let retried = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 25, size: 'max' }),
        fatesOfRequests,
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        async (steps, fates, seed) => {
          const server = modelServer()
          const total = () => [...server.balances.values()].reduce((sum, one) => sum + one, 0n)
          const sum = total()
          const random = seededRandom(seed)
          let sent = 0
          const send = (input: MrSalaryAction) =>
            server.handle(input, fates[sent++ % fates.length] ?? 'answered')
          const actor = createActor(
            mrSalaryMachine.provide({
              actors: {
                loadInfo: fromPromise(async ({ input }: { input: { day: string | null } }) =>
                  server.info(input.day),
                ),
                saveRate: fromPromise(async ({ input }: { input: RateRequest }) => send(input)),
                payOut: fromPromise(
                  async ({ input }: { input: PayRequest }) => send(input) as MrSalaryPayout,
                ),
              },
              actions: { announceMoneyMoved: () => {} },
            }),
            { input: { random } },
          ).start()
          await settle()
          let payActions = 0
          for (const event of steps) {
            const before = actor.getSnapshot()
            const sentBefore = sent
            actor.send(event)
            const after = actor.getSnapshot()
            if (after.matches('paying') && !before.matches('paying')) {
              if (event.type === 'mrSalary.retry') {
                expect(after.context.request).toBe(before.context.request)
                retried += 1
              } else payActions += 1
            }
            await settle()
            expect(sent - sentBefore).toBeLessThanOrEqual(1)
            expect(total()).toBe(sum)
            expect(server.balances.get('agent01')).toBeGreaterThanOrEqual(0n)
          }
          // Every key moved money once at most (one entry on each side), every day of a downline once.
          const perKey = new Map<string, number>()
          for (const entry of server.entries) perKey.set(entry.key, (perKey.get(entry.key) ?? 0) + 1)
          for (const count of perKey.values()) expect(count).toBe(2)
          expect(perKey.size).toBe(server.paid.size)
          expect(new Set(server.keysSeen).size).toBeLessThanOrEqual(payActions)
          payouts += perKey.size
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
    expect(payouts).toBeGreaterThan(100)
    expect(retried).toBeGreaterThan(20)
  }, 300_000)
})
