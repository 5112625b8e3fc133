import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { money, moneyToDecimal, parseMoney } from '../../domain/money'
import { signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import {
  agentIncomeConfig,
  contractRecordsConfig,
  teamBetsConfig,
  teamProfitLossConfig,
  teamTransactionsConfig,
} from './agent-reports.screens'
import { createRecords, type RecordsConfig } from './create-records'
import { loadWholeRange } from './export-records'
import { connectRecords } from './records.connect'

/* The agent reports' configurations against the in-process simulator, checked against agent01's team's ledgers. */

let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const hour = 3_600_000
// Days in UTC, as the simulator keeps them, so a day of the report is a day of the ledger.
const place = { timeZone: 'UTC' }

interface LedgerRow {
  kind: string
  /** Decimal on the wire: a JSON number or text. */
  amount: string | number
  at: string
  status: string
}

async function agentPortal(simulator: Simulator, ahead = 0) {
  portal = simulatedPortal(simulator, { now: () => Date.now() + ahead })
  portal.actor.start()
  await signInAs(portal, 'agent01')
  return portal
}

/** Every entry of the account's ledger, from the dev surface. */
async function ledgerOf(simulator: Simulator, account: string): Promise<LedgerRow[]> {
  return (await simulatorDev(simulator).get<{ entries: LedgerRow[] }>(`/ledger/${account}?limit=1000000`))
    .entries
}

/** agent01's downlines, all levels, from the simulator's team tree. */
function downlines(simulator: Simulator): string[] {
  const { team } = simulator.store.state
  const under = (account: string): boolean => {
    const node = team.get(account)
    return !!node && (node.upline === 'agent01' || under(node.upline))
  }
  return [...team.keys()].filter(under)
}

const minor = (wire: string | number) => parseMoney(String(wire), 2, 'halfExpand')?.minor ?? 0n
const decimal = (value: bigint) => moneyToDecimal(money(value))

async function run<Row, Totals>(config: RecordsConfig<Row, Totals>, preset: 'today' | 'last7' | 'last30') {
  if (!portal) throw new Error('no portal')
  const actor = createRecords(portal, config, place).start()
  actor.send({ type: 'records.preset', preset })
  const view = connectRecords<Row, Totals>(
    await waitFor(actor, (s) => !s.matches('loading'), { timeout: 20_000 }),
  )
  actor.stop()
  return view
}

describe('agent reports against the simulator', () => {
  test('team P&L, team betting and account details add up to the team’s ledgers of the range', async () => {
    const simulator = createSimulator()
    await agentPortal(simulator)
    const pnl = await run(teamProfitLossConfig, 'last7')
    expect(pnl.status).toBe('ready')
    const range = pnl.shown ?? { from: 0, to: 0 }
    let bets = 0n
    let betCount = 0
    let entryCount = 0
    let deposits = 0n
    for (const account of downlines(simulator)) {
      for (const entry of await ledgerOf(simulator, account)) {
        const at = Date.parse(entry.at)
        if (at < range.from || at >= range.to) continue
        entryCount++
        if (entry.kind === 'bet') {
          bets -= minor(entry.amount)
          betCount++
        }
        if (entry.kind === 'deposit' && entry.status === 'settled') deposits += minor(entry.amount)
      }
    }
    expect(pnl.count).toBe(downlines(simulator).length)
    expect(moneyToDecimal(pnl.rangeTotals?.bets ?? money(-1n))).toBe(decimal(bets))

    const team = await run(teamBetsConfig, 'last7')
    expect(team.count).toBe(betCount)
    expect(team.rangeTotals?.bets).toBe(betCount)
    expect(team.options.account?.length).toBeGreaterThan(0)

    const moves = await run(teamTransactionsConfig, 'last7')
    expect(moves.count).toBe(entryCount)
    expect(moves.rangeTotals && moneyToDecimal(moves.rangeTotals.deposits)).toBe(decimal(deposits))

    // The export reads the whole range, not the page on screen.
    const whole = await loadWholeRange(
      portal as Portal,
      teamBetsConfig,
      { range: { preset: 'last7' }, filters: {} },
      place,
    )
    expect('rows' in whole && whole.rows.length).toBe(betCount)
  })

  test('my income and each kind’s record: the contract payouts of my ledger', async () => {
    const simulator = createSimulator()
    const dev = simulatorDev(simulator)
    await dev.post('/contracts/play', { account: 'player001', stake: '500.00' })
    await dev.post('/contracts/play', { account: 'agent02', stake: '500.00' })
    await dev.post('/clock', { advanceMs: 30 * hour })
    await agentPortal(simulator, 30 * hour)
    const income = await run(agentIncomeConfig, 'last7')
    const hourly = await run(contractRecordsConfig('hourlySalary'), 'last7')
    const daily = await run(contractRecordsConfig('dailySalary'), 'last7')
    const ledger = await ledgerOf(simulator, 'agent01')
    const sum = (kind: string) =>
      decimal(
        ledger
          .filter((entry) => entry.kind === kind)
          .reduce((total, entry) => total + minor(entry.amount), 0n),
      )
    const received = ledger.filter((entry) => entry.kind === 'contractPayout')
    expect(received.length).toBeGreaterThan(0)
    expect(income.count).toBe(received.length)
    expect(income.rangeTotals && moneyToDecimal(income.rangeTotals.received)).toBe(sum('contractPayout'))
    expect(income.rows.every((row) => row.kind === 'hourlySalary' && row.counterparty === null)).toBe(true)
    expect(hourly.count).toBe(received.length)
    // agent01 pays agent02's daily salary: what left its ledger under that contract.
    expect(daily.rows.every((row) => row.direction === 'paid' && row.counterparty === 'agent02')).toBe(true)
    expect(daily.rangeTotals && moneyToDecimal(daily.rangeTotals.paid)).toBe(sum('contractPayment'))
    expect(daily.count).toBeGreaterThan(0)
  })
})
