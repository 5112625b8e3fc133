import { expect, test } from 'vitest'
import { shownCategory } from '../art/glyphs'
import { createSimulator } from '../simulator'
import { ledgerOf, mainBalanceOf } from './book'
import { entryKinds } from './entries'
import { historyDays } from './history'
import { balances } from './ledger'

const now = Date.UTC(2026, 10, 25, 12)
const day = 86_400_000

function member01(seed?: number) {
  const simulator = createSimulator({ now: () => now, ...(seed === undefined ? {} : { seed }) })
  const member = simulator.store.findMember('member01')
  if (!member) throw new Error('no member01')
  return { simulator, member, ledger: ledgerOf(simulator.store, member) }
}

test('member01 has 90 days of history: thousands of entries of every kind, bets in every category', () => {
  const { simulator, ledger } = member01()
  expect(ledger.entries.length).toBeGreaterThanOrEqual(5_000)
  const kinds = new Set(ledger.entries.map((entry) => entry.kind))
  // Contract payouts, salaries by member ratio, agent transfers and red envelopes come from what agents do
  // during a run (contracts/settle.ts, handlers/mr-salary.ts, handlers/agent-money.ts), not from a member's
  // seeded history.
  const madeByAgents = /^(contract|mrSalary|agentTransfer|redEnvelope)/
  expect([...kinds].sort()).toEqual(entryKinds.filter((kind) => !madeByAgents.test(kind)).sort())
  const categories = new Set(ledger.entries.flatMap((entry) => (entry.game ? [entry.game.category] : [])))
  const all = new Set(simulator.store.state.catalog.vendors.map((v) => shownCategory(v.code, v.gameType)))
  expect(categories).toEqual(all)
  const times = ledger.entries.map((entry) => entry.at)
  expect(Math.min(...times)).toBeGreaterThanOrEqual(now - historyDays * day)
  expect(Math.max(...times)).toBeLessThan(now)
  // In order of time as well as of position.
  expect(times).toEqual([...times].sort((a, b) => a - b))
  // Vendor wallets were used and emptied back into the main wallet at the end of each sitting.
  expect(ledger.entries.some((entry) => entry.wallet !== 'main')).toBe(true)
  for (const [wallet, balance] of balances(ledger)) if (wallet !== 'main') expect(balance).toBe(0)
  // A deposit and a withdrawal are left pending for the dev surface.
  const statuses = new Map(ledger.entries.map((entry) => [entry.id, entry.status]))
  for (const move of ledger.moves) statuses.set(move.entryId, move.status)
  const pendingKinds = ledger.entries
    .filter((entry) => statuses.get(entry.id) === 'pending')
    .map((e) => e.kind)
  expect(pendingKinds).toEqual(['deposit', 'withdrawal'])
})

test('the history is the same for the same seed and differs for another', () => {
  const first = member01().ledger
  const again = member01().ledger
  expect(again.entries).toEqual(first.entries)
  expect(again.moves).toEqual(first.moves)
  expect(member01(7).ledger.entries.slice(0, 50)).not.toEqual(first.entries.slice(0, 50))
})

test('starting the simulator costs no history; opening member01 takes well under 200 ms of CPU', () => {
  const simulator = createSimulator({ now: () => now })
  expect(simulator.store.state.ledgers.size).toBe(0)
  const member = simulator.store.findMember('member01')
  if (!member) throw new Error('no member01')
  // CPU time rather than wall time: the machines that run the tests are shared.
  const started = process.cpuUsage()
  expect(mainBalanceOf(simulator.store, member)).toBeGreaterThan(0)
  const used = process.cpuUsage(started)
  expect((used.user + used.system) / 1_000).toBeLessThan(200)
})

test('a reset forgets what was played and opens the same history again', () => {
  const { simulator, member, ledger } = member01()
  const count = ledger.entries.length
  ledgerOf(simulator.store, member)
  simulator.store.reset()
  expect(simulator.store.state.ledgers.size).toBe(0)
  expect(ledgerOf(simulator.store, member).entries.length).toBe(count)
})
