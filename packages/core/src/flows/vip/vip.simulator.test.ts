import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { createVip } from './create-vip'
import { connectVip } from './vip.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('the VIP page flow against the simulator', () => {
  test("progress to the next level with amounts, in the portal's language (Traditional Chinese by default); an approved deposit, once announced, shows the rank-up", async () => {
    const simulator = createSimulator()
    const dev = simulatorDev(simulator)
    await dev.post('/accounts', { account: 'vipflow1', balance: 500 })
    portal = await signedInPortal('vipflow1', simulator)
    await dev.post('/contracts/play', { account: 'vipflow1', stake: 100 })
    const vip = createVip(portal)
    vip.start()
    const first = connectVip(await waitFor(vip, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(first.current).toEqual({ level: 0, name: '青銅' })
    expect(first.next?.name).toBe('白銀')
    // The back office's round counts as turnover; no deposit yet.
    expect(first.turnover?.percent).toBe(100)
    expect(first.deposits && moneyToDecimal(first.deposits.left)).toBe('100.00')
    expect(first.levels.map((level) => level.standing)).toEqual([
      'current',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
    ])
    expect(first.levels[1]?.benefit?.rebateRate).toBe(50)
    expect(first.rankedUp).toBeNull()

    await dev.post('/ledger/deposit', { account: 'vipflow1', amount: 100 })
    const ledger = await simulatorDev(simulator).get<{ pending: { id: string }[] }>('/ledger/vipflow1')
    await dev.post('/ledger/approve', { account: 'vipflow1', entryId: ledger.pending[0]?.id })
    // What the member's channel would announce for the deposit: the page loads again by itself.
    portal.events.announce({ type: 'money.moved', cause: 'deposit' })
    const after = connectVip(
      await waitFor(vip, (s) => s.matches('ready') && s.context.info?.progress.level === 1, {
        timeout: 5000,
      }),
    )
    expect(after.rankedUp).toMatchObject({ level: 1, name: '白銀' })
    expect(after.rankedUp && moneyToDecimal(after.rankedUp.upgradeBonus)).toBe('8.00')
    expect(after.levels.map((level) => level.standing).slice(0, 3)).toEqual(['reached', 'current', 'ahead'])
    vip.send({ type: 'vip.dismiss' })
    expect(connectVip(vip.getSnapshot()).rankedUp).toBeNull()
    vip.stop()
  })
})
