import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type {
  AccountRecord,
  AccountTotals,
  BetRecord,
  BetTotals,
  ProfitRow,
  ProfitTotals,
} from '../../api/schemas/records'
import type { Portal } from '../../create-portal'
import { addMoney, type Money, moneyToDecimal, subtractMoney, sumMoney } from '../../domain/money'
import { signedInPortal } from '../../testing/simulated'
import { createRecords } from './create-records'
import { addDays, dayIn } from './date-range'
import { connectRecords } from './records.connect'
import {
  accountRecordsConfig,
  bettingRecordsConfig,
  bonusDetailsConfig,
  personalProfitConfig,
  recentWithdrawalsConfig,
  recentWithdrawalsShown,
} from './records.screens'
import { exportStatement } from './statement'

/** The records screens against the in-process simulator: member01's 90 seeded days of ledger. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const place = { timeZone: 'Asia/Taipei' }
const settled = (actor: ReturnType<typeof createRecords>) =>
  waitFor(actor, (s) => !s.matches('loading'), { timeout: 10_000 })
const total = (amounts: readonly Money[]) => moneyToDecimal(sumMoney(amounts))

describe('records against the simulator', () => {
  test('betting record: last 30 days page by page, the totals add up, a vendor filter narrows', async () => {
    portal = await signedInPortal('member01')
    const actor = createRecords(portal, bettingRecordsConfig, place).start()
    actor.send({ type: 'records.preset', preset: 'last30' })
    let view = connectRecords<BetRecord, BetTotals>(await settled(actor))
    expect(view.status).toBe('ready')
    expect(view.count).toBeGreaterThan(1_000)
    expect(view.rows).toHaveLength(20)
    expect(view.pageCount).toBe(Math.ceil(view.count / 20))
    expect(view.rangeTotals?.bets).toBe(view.count)
    expect(moneyToDecimal(view.pageTotals?.stake as Money)).toBe(total(view.rows.map((row) => row.stake)))
    for (const row of view.rows) {
      expect(moneyToDecimal(row.winLoss)).toBe(moneyToDecimal(subtractMoney(row.payout, row.stake)))
      expect(row.entries[0]?.kind).toBe('bet')
      // A round of a catalogue game names it, as the game list does.
      if (row.gameCode) expect(row.gameName).toEqual(expect.any(String))
    }
    const first = view.rows[0]?.betId
    actor.send({ type: 'records.page', page: 2 })
    view = connectRecords<BetRecord, BetTotals>(await settled(actor))
    expect(view.page).toBe(2)
    expect(view.rows.map((row) => row.betId)).not.toContain(first)

    const vendor = view.options.vendor?.[0]
    if (!vendor) throw new Error('no vendor played')
    actor.send({ type: 'records.filter', name: 'vendor', value: vendor })
    view = connectRecords<BetRecord, BetTotals>(await settled(actor))
    expect(view.page).toBe(1)
    expect(view.rows.every((row) => row.vendor === vendor)).toBe(true)
    actor.stop()
  })

  test('account record: every type of entry, status filter, net deposits in the range totals', async () => {
    portal = await signedInPortal('member01')
    const actor = createRecords(portal, accountRecordsConfig, place).start()
    actor.send({ type: 'records.filter', name: 'transType', value: 'deposit' })
    let view = connectRecords<AccountRecord, AccountTotals>(await settled(actor))
    expect(view.rows.every((row) => row.type === 'deposit')).toBe(true)
    actor.send({ type: 'records.filter', name: 'status', value: 'pending' })
    view = connectRecords<AccountRecord, AccountTotals>(await settled(actor))
    // The seed leaves today's deposit pending.
    expect(view.rows.length).toBeGreaterThan(0)
    expect(view.rows.every((row) => row.status === 'pending')).toBe(true)
    expect(moneyToDecimal(view.rangeTotals?.deposits as Money)).toBe('0.00')
    actor.stop()
  })

  test('recent withdrawals: the latest withdrawal entries only, at most five, newest first', async () => {
    portal = await signedInPortal('member01')
    const actor = createRecords(portal, recentWithdrawalsConfig, place).start()
    const view = connectRecords<AccountRecord, AccountTotals>(await settled(actor))
    expect(view.status).toBe('ready')
    expect(view.rows.length).toBeGreaterThan(0)
    expect(view.rows.length).toBeLessThanOrEqual(recentWithdrawalsShown)
    expect(view.rows.every((row) => row.type === 'withdrawal')).toBe(true)
    const times = view.rows.map((row) => Date.parse(row.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    actor.stop()
  })

  test('personal P&L by category and bonus details agree with the betting record', async () => {
    portal = await signedInPortal('member01')
    const profit = createRecords(portal, personalProfitConfig, place).start()
    const bets = createRecords(portal, bettingRecordsConfig, place).start()
    profit.send({ type: 'records.preset', preset: 'last30' })
    bets.send({ type: 'records.preset', preset: 'last30' })
    const pnl = connectRecords<ProfitRow, ProfitTotals>(await settled(profit))
    const record = connectRecords<BetRecord, BetTotals>(await settled(bets))
    expect(pnl.rows.length).toBeGreaterThan(3)
    expect(pnl.rangeTotals?.bets).toBe(record.count)
    expect(moneyToDecimal(pnl.rangeTotals?.winLoss as Money)).toBe(
      moneyToDecimal(record.rangeTotals?.winLoss as Money),
    )
    expect(total(pnl.rows.map((row) => row.validBet))).toBe(
      moneyToDecimal(pnl.rangeTotals?.validBet as Money),
    )

    const bonus = createRecords(portal, bonusDetailsConfig, place).start()
    const credits = connectRecords(await settled(bonus))
    expect(credits.status).toBe('ready')
    profit.stop()
    bets.stop()
    bonus.stop()
  })

  test('a custom range of more than 12 months is refused without a request; a year is accepted', async () => {
    portal = await signedInPortal('member01')
    const actor = createRecords(portal, accountRecordsConfig, place).start()
    await settled(actor)
    const today = dayIn(Date.now(), place.timeZone)
    actor.send({ type: 'records.range', from: addDays(today, -400), to: today })
    expect(connectRecords(actor.getSnapshot()).rangeProblem).toEqual({ code: 'range.tooLong', maxMonths: 12 })
    actor.send({ type: 'records.range', from: addDays(today, -364), to: today })
    const view = connectRecords<AccountRecord, AccountTotals>(await settled(actor))
    expect(view.rangeProblem).toBeNull()
    expect(view.count).toBeGreaterThan(5_000)
    actor.stop()
  })

  test('the statement: CSV of 90 days, streamed page by page, net deposits = deposits − withdrawals', async () => {
    portal = await signedInPortal('member01')
    const today = dayIn(Date.now(), place.timeZone)
    const exported = exportStatement(portal, { from: addDays(today, -100), to: today }, place)
    if ('code' in exported) throw new Error(exported.code)
    let text = ''
    let chunks = 0
    const reader = exported.stream.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += read.value
      chunks += 1
    }
    const totals = await exported.totals
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('time,type,wallet,amount,balanceAfter,status,reference,remarks')
    expect(totals.rows).toBeGreaterThan(5_000)
    expect(chunks).toBeGreaterThan(totals.rows / 500)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\w+,\w+,-?\d+\.\d{2},-?\d+\.\d{2},\w+,/)
    expect(lines.at(-1)).toBe(`netDeposits,${moneyToDecimal(totals.netDeposits)}`)
    expect(moneyToDecimal(addMoney(totals.netDeposits, totals.withdrawals))).toBe(
      moneyToDecimal(totals.deposits),
    )
    // The deposits in the file sum to the summary's.
    const deposits = lines
      .slice(1)
      .map((row) => row.split(','))
      .filter((fields) => fields[1] === 'deposit' && fields[5] === 'settled')
      .map((fields) => fields[3] ?? '0')
    expect(deposits.length).toBeGreaterThan(5)
    expect(lines.at(-3)).toBe(`deposits,${moneyToDecimal(totals.deposits)}`)
  }, 30_000)
})
