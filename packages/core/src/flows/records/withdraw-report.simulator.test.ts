import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { WithdrawReportRow, WithdrawReportTotals } from '../../api/schemas/withdraw-report'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { createRecords } from './create-records'
import { connectRecords } from './records.connect'
import { withdrawReportConfig } from './withdraw-report.screens'

/* The withdrawal report's screen configuration against the in-process simulator (issue 32). */

let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const place = { timeZone: 'Asia/Taipei' }
const fund = '654321'

async function withdrawnTwice() {
  const simulator = createSimulator()
  const dev = simulatorDev(simulator)
  portal = await signedInPortal('newbie01', simulator)
  const { api } = portal
  await dev.post('/balance', { account: 'newbie01', balance: 500 })
  await api.call(endpoints.setWithdrawPassword, {
    newPassword: fund,
    confirmNewPassword: fund,
    loginPassword: 'Demo1234',
  })
  const { cards } = await api.call(endpoints.addBankCard, {
    bankCode: 'BOT',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: fund,
  })
  const cardId = cards[0]?.id ?? ''
  const orders = []
  for (const [amount, key] of [
    ['25', 'report-core-first'],
    ['60', 'report-core-second'],
  ] as const)
    orders.push(
      await api.call(endpoints.withdraw, { amount, cardId, paymentPassword: fund, idempotencyKey: key }),
    )
  return { portal, dev, orders }
}

const settled = (actor: ReturnType<typeof createRecords>) =>
  waitFor(actor, (s) => !s.matches('loading'), { timeout: 10_000 })

describe('the withdrawal report against the simulator (issue 32)', () => {
  test('lists the member’s orders newest first, filters by status, and follows a rejection the platform announces', async () => {
    const { portal, dev, orders } = await withdrawnTwice()
    const actor = createRecords(portal, withdrawReportConfig, place).start()
    let view = connectRecords<WithdrawReportRow, WithdrawReportTotals>(await settled(actor))
    expect(view.status).toBe('ready')
    expect(view.rows.map((row) => [row.orderNo, row.status])).toEqual([
      [orders[1]?.orderNo, 'pending'],
      [orders[0]?.orderNo, 'pending'],
    ])
    expect(view.rangeTotals && moneyToDecimal(view.rangeTotals.waiting)).toBe('85.00')

    const { orders: placed } = await dev.get<{ orders: { orderNo: string; withdrawalEntryId: string }[] }>(
      '/withdraw/newbie01',
    )
    const entryId = placed.find((order) => order.orderNo === orders[1]?.orderNo)?.withdrawalEntryId
    await dev.post('/ledger/reject', { account: 'newbie01', entryId, reason: 'Name does not match' })
    // The realtime flow says so on a WITHDRAW message; the page loads again on it.
    portal.events.announce({ type: 'withdrawals.changed' })
    await waitFor(actor, (s) => s.matches('loading'))
    view = connectRecords<WithdrawReportRow, WithdrawReportTotals>(await settled(actor))
    expect(view.rows[0]).toMatchObject({ status: 'rejected', reason: 'Name does not match' })
    expect(view.rangeTotals && moneyToDecimal(view.rangeTotals.waiting)).toBe('25.00')

    actor.send({ type: 'records.filter', name: 'status', value: 'pending' })
    view = connectRecords<WithdrawReportRow, WithdrawReportTotals>(await settled(actor))
    expect(view.rows.map((row) => row.orderNo)).toEqual([orders[0]?.orderNo])
    actor.stop()
  })
})
