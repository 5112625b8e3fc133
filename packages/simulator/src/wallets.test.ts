import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { devSurfaceRequest } from './dev/same-origin'
import { mainWallet } from './ledger/entries'
import { balances } from './ledger/ledger'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'

async function signedIn(account: string) {
  const simulator = createSimulator({ now: () => Date.parse('2026-05-05T12:00:00Z') })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  const ledgerOf = () => {
    const ledger = simulator.store.state.ledgers.get(account)
    if (!ledger) throw new Error(`no ledger for ${account}`)
    return ledger
  }
  return { simulator, client, ledgerOf }
}

let keys = 0
const key = () => `test-key-${++keys}`.padEnd(12, '0')

describe('wallets over the ledger', () => {
  test('main and every vendor wallet; a transfer in and out is one pair of entries each', async () => {
    const { simulator, client, ledgerOf } = await signedIn('agent01')
    const before = await client.call(endpoints.allWalletBalances, {})
    expect(before.wallets).toHaveLength(simulator.store.state.catalog.vendors.length)
    expect(before.wallets.find((wallet) => wallet.vassalage === 'SBO')?.maintenance).toBe(true)
    const start = before.balance.minor

    const moved = await client.call(endpoints.walletTransfer, {
      from: mainWallet,
      to: 'PG',
      amount: '20',
      requestId: key(),
    })
    expect(moved.gameWallet.minor).toBe(2_000n)
    const back = await client.call(endpoints.walletTransfer, {
      from: 'PG',
      to: mainWallet,
      amount: '5.25',
      requestId: key(),
    })
    expect(back).toMatchObject({ gameWallet: { minor: 1_475n }, balance: { minor: start - 1_475n } })
    expect(
      ledgerOf()
        .entries.slice(-4)
        .map(({ wallet, kind, amount }) => [wallet, kind, amount]),
    ).toEqual([
      ['main', 'transferOut', -2_000],
      ['PG', 'transferIn', 2_000],
      ['PG', 'transferOut', -525],
      ['main', 'transferIn', 525],
    ])
    const after = await client.call(endpoints.allWalletBalances, {})
    const pg = after.wallets.find((wallet) => wallet.vassalage === 'PG')
    expect(pg?.balance.minor).toBe(1_475n)
    expect(after.balance.minor + (pg?.balance.minor ?? 0n)).toBe(start)
  })

  test('the same key is the same transfer: never a second pair of entries', async () => {
    const { client, ledgerOf } = await signedIn('agent01')
    const request = { from: mainWallet, to: 'JILI', amount: '30', requestId: key() }
    const first = await client.call(endpoints.walletTransfer, request)
    const count = ledgerOf().entries.length
    const again = await client.call(endpoints.walletTransfer, request)
    expect(again).toEqual(first)
    expect(ledgerOf().entries.length).toBe(count)
    expect(ledgerOf().entries.filter((entry) => entry.reference === first.reference)).toHaveLength(2)
  })

  test('refusals with codes, and nothing appended', async () => {
    const { client, ledgerOf } = await signedIn('agent01')
    await client.call(endpoints.allWalletBalances, {})
    const count = ledgerOf().entries.length
    const transfer = (from: string, to: string, amount: string) =>
      codeOf(client.call(endpoints.walletTransfer, { from, to, amount, requestId: key() }))
    expect(await transfer(mainWallet, 'PG', '0')).toBe('invalid_amount')
    expect(await transfer('PG', mainWallet, '15')).toBe('insufficient_balance')
    expect(await transfer(mainWallet, 'SBO', '1')).toBe('vendor_maintenance')
    expect(await transfer(mainWallet, 'NOPE', '1')).toBe('unknown_vendor')
    expect(await transfer('PG', 'JILI', '1')).toBe('unknown_vendor')
    expect(ledgerOf().entries.length).toBe(count)
    // A refused key moved nothing: the same key is judged again.
    const refusedKey = key()
    const request = { from: 'PG', to: mainWallet, amount: '1', requestId: refusedKey }
    expect(await codeOf(client.call(endpoints.walletTransfer, request))).toBe('insufficient_balance')
  })

  test('collect all brings every vendor wallet home, skipping vendors in maintenance', async () => {
    const { simulator, client, ledgerOf } = await signedIn('agent01')
    const sbo = simulator.store.state.catalog.vendors.find((vendor) => vendor.code === 'SBO')
    if (!sbo) throw new Error('no SBO')
    sbo.maintenance = false
    for (const to of ['PG', 'EVO', 'SBO'])
      await client.call(endpoints.walletTransfer, { from: mainWallet, to, amount: '10', requestId: key() })
    sbo.maintenance = true
    const start = (await client.call(endpoints.allWalletBalances, {})).balance.minor
    const request = { customerId: ledgerOf().customerId, requestId: key() }
    const collected = await client.call(endpoints.walletReturn, request)
    expect(collected).toMatchObject({ collected: { minor: 2_000n }, skipped: ['SBO'] })
    expect(collected.balance.minor).toBe(start + 2_000n)
    const count = ledgerOf().entries.length
    expect(await client.call(endpoints.walletReturn, request)).toEqual(collected)
    expect(ledgerOf().entries.length).toBe(count)
    const wallets = balances(ledgerOf())
    expect(wallets.get('PG')).toBe(0)
    expect(wallets.get('SBO')).toBe(1_000)
  })

  test('single-wallet mode: isSingle 1, no vendor wallets, transfers refused', async () => {
    const { simulator, client } = await signedIn('agent01')
    expect(await client.call(endpoints.merchantWallet, { merchantCode: 'sim' })).toMatchObject({
      isSingle: false,
    })
    const response = await simulator.fetch(devSurfaceRequest('/wallet-mode', { single: true }))
    expect(response.ok).toBe(true)
    expect(await client.call(endpoints.merchantWallet, { merchantCode: 'sim' })).toMatchObject({
      isSingle: true,
    })
    expect((await client.call(endpoints.allWalletBalances, {})).wallets).toEqual([])
    expect(
      await codeOf(
        client.call(endpoints.walletTransfer, { from: mainWallet, to: 'PG', amount: '1', requestId: key() }),
      ),
    ).toBe('single_wallet')
  })
})

describe('manual rebate', () => {
  test('accrues from valid bets since the last rebate at the §9 rates; a claim pays it once', async () => {
    const { client, ledgerOf } = await signedIn('member01')
    const accrued = await client.call(endpoints.accruedRebates, {})
    const ledger = ledgerOf()
    const lastRebate = ledger.entries.findLastIndex((entry) => entry.kind === 'rebate')
    const staked = new Map<string, number>()
    for (const entry of ledger.entries.slice(lastRebate + 1))
      if (entry.kind === 'bet' && entry.game)
        staked.set(entry.game.category, (staked.get(entry.game.category) ?? 0) - entry.amount)
    const rng = accrued.list.find((row) => row.gameCategory === 'RNG')
    expect(rng?.rate).toBe(0.012)
    expect(rng?.validBet.minor).toBe(BigInt(staked.get('RNG') ?? 0))
    expect(rng?.rebate.minor).toBe(BigInt(Math.floor(((staked.get('RNG') ?? 0) * 120) / 10_000)))
    expect(accrued.list.find((row) => row.gameCategory === 'PVP')).toMatchObject({ rate: null })
    expect(accrued.total.minor).toBe(accrued.list.reduce((sum, row) => sum + row.rebate.minor, 0n))
    expect(accrued.total.minor).toBeGreaterThan(0n)

    const main = balances(ledger).get(mainWallet) ?? 0
    const request = { requestId: key() }
    const claim = await client.call(endpoints.rebateDisburse, request)
    expect(claim.amount).toEqual(accrued.total)
    expect(claim.balance.minor).toBe(BigInt(main) + accrued.total.minor)
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'rebate', amount: Number(accrued.total.minor) })
    const count = ledger.entries.length
    expect(await client.call(endpoints.rebateDisburse, request)).toEqual(claim)
    expect(ledger.entries.length).toBe(count)
    expect((await client.call(endpoints.accruedRebates, {})).total.minor).toBe(0n)
    expect(await codeOf(client.call(endpoints.rebateDisburse, { requestId: key() }))).toBe('nothing_to_claim')
    expect((await client.call(endpoints.rebateSettings, {})).list).toContainEqual({
      productType: 'LIVE',
      rate: 0.008,
    })
  })
})
