import { endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import type { SettledEvent } from './ledger/events'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

interface LedgerView {
  balances: Record<string, number>
  pending: { id: string; kind: string; amount: number; status: string }[]
  entries: { id: string; kind: string; amount: number; balanceAfter: number; status: string }[]
}

const start = Date.UTC(2026, 10, 25, 9)

async function setUp() {
  let clock = start
  const simulator = createSimulator({ now: () => clock })
  const client = testClient(simulator)
  await dev(simulator, '/accounts', { account: 'ledger01', balance: 100 })
  await signIn(client, 'ledger01', 'Demo1234')
  const events: SettledEvent[] = []
  simulator.store.ledgerEvents.onSettled((event) => events.push(event))
  const cents = async () => (await client.call(endpoints.walletBalance, {})).balance.minor
  return { simulator, events, cents, tick: (ms: number) => (clock += ms) }
}

test('a deposit placed on the dev surface counts only once approved, and tells the listeners', async () => {
  const { simulator, events, cents } = await setUp()
  const placed = (await dev(simulator, '/ledger/deposit', {
    account: 'ledger01',
    amount: '50.25',
  })) as LedgerView
  const deposit = placed.pending[0]
  expect(deposit).toMatchObject({ kind: 'deposit', amount: 50.25, status: 'pending' })
  expect(await cents()).toBe(10_000n)
  const approved = (await dev(simulator, '/ledger/approve', {
    account: 'ledger01',
    entryId: deposit?.id,
  })) as LedgerView
  expect(approved.balances.main).toBe(150.25)
  expect(await cents()).toBe(15_025n)
  expect(events).toMatchObject([
    { account: 'ledger01', status: 'settled', balance: 15_025, entry: { kind: 'deposit' } },
  ])
  await expect(
    dev(simulator, '/ledger/approve', { account: 'ledger01', entryId: deposit?.id }),
  ).rejects.toThrow(/not_pending/)
})

test('a rejected withdrawal gives back its amount and fee through reversal entries', async () => {
  const { simulator, events, cents } = await setUp()
  const held = (await dev(simulator, '/ledger/withdraw', {
    account: 'ledger01',
    amount: 60,
    fee: 1.5,
  })) as LedgerView
  expect(await cents()).toBe(3_850n)
  await expect(dev(simulator, '/ledger/withdraw', { account: 'ledger01', amount: 40 })).rejects.toThrow(
    /Not enough/,
  )
  const withdrawal = held.pending.find((entry) => entry.kind === 'withdrawal')
  const after = (await dev(simulator, '/ledger/reject', {
    account: 'ledger01',
    entryId: withdrawal?.id,
    reason: 'Name does not match',
  })) as LedgerView
  expect(await cents()).toBe(10_000n)
  expect(after.entries.slice(0, 4).map(({ kind, amount, status }) => [kind, amount, status])).toEqual([
    ['withdrawalReversal', 1.5, 'settled'],
    ['withdrawalReversal', 60, 'settled'],
    ['withdrawalFee', -1.5, 'reversed'],
    ['withdrawal', -60, 'reversed'],
  ])
  expect(events).toMatchObject([{ status: 'reversed', remarks: 'Name does not match', balance: 10_000 }])
})

test('a bonus is credited at once; bad amounts are refused', async () => {
  const { simulator, events, cents } = await setUp()
  await dev(simulator, '/ledger/bonus', { account: 'ledger01', amount: 8.88, remarks: 'Birthday' })
  expect(await cents()).toBe(10_888n)
  expect(events).toMatchObject([{ entry: { kind: 'bonus', remarks: 'Birthday' } }])
  for (const amount of [0, -1, 1.005, '1,00', 'ten'])
    await expect(dev(simulator, '/ledger/bonus', { account: 'ledger01', amount })).rejects.toThrow(/amount/)
  await expect(dev(simulator, '/ledger/bonus', { account: 'nobody', amount: 1 })).rejects.toThrow(/account/)
})

test('with auto-approval on, moving the clock past the delay approves what waits', async () => {
  const { simulator, events, cents, tick } = await setUp()
  await dev(simulator, '/ledger/auto-approve', { afterMs: 60_000 })
  await dev(simulator, '/ledger/deposit', { account: 'ledger01', amount: 20 })
  tick(30_000)
  expect(await cents()).toBe(10_000n)
  const moved = (await dev(simulator, '/clock', { advanceMs: 30_000 })) as { now: string }
  expect(moved.now).toBe(new Date(start + 60_000).toISOString())
  expect(events).toHaveLength(1)
  expect(await cents()).toBe(12_000n)
  await expect(dev(simulator, '/clock', { advanceMs: -1 })).rejects.toThrow(/advanceMs/)
})

test('the dev view of member01 shows its seeded past and what is pending', async () => {
  const simulator = createSimulator({ now: () => start })
  const view = (await dev(simulator, '/ledger/member01?limit=5')) as LedgerView & { count: number }
  expect(view.count).toBeGreaterThanOrEqual(5_000)
  expect(view.entries).toHaveLength(5)
  expect(view.pending.map((entry) => entry.kind)).toEqual(['deposit', 'withdrawal'])
  expect(view.balances.main).toBeGreaterThan(0)
})
