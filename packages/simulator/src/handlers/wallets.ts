import { rebateRates } from '@portal/core'
import { refuse } from '../envelope'
import { ledgerOf, walletsOf } from '../ledger/book'
import { mainWallet } from '../ledger/entries'
import { runningBalance } from '../ledger/ledger'
import { credit, isRefusal, transfer } from '../ledger/operations'
import { accruedRebates } from '../ledger/rebates'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { mustBeSignedIn } from './member'

const iso = (at: number) => new Date(at).toISOString()

/**
 * My wallet and manual rebate (issue 14), over the member's ledger: every vendor of the catalogue has a wallet;
 * a transfer is a `transferOut` and a `transferIn` under one reference; collect-all is one such pair per vendor
 * wallet holding money; a rebate claim is one `rebate` entry. Each write's `requestId` is its idempotency key, kept by
 * the router (money/idempotency.ts). In single-wallet mode (dev surface `/__sim/wallet-mode`)
 * there are no vendor wallets to move money to.
 */
export function walletHandlers(handle: Handle): void {
  handle('merchantWallet', (_input, { store }) => ({
    isSingle: store.state.singleWallet ? (1 as const) : (0 as const),
  }))

  handle('allWalletBalances', (_input, { store, member }) => {
    const balances = walletsOf(store, mustBeSignedIn(member))
    return {
      balance: toWire(balances.get(mainWallet) ?? 0),
      currencySymbol: '$',
      wallets: store.state.singleWallet
        ? []
        : store.state.catalog.vendors.map((vendor) => ({
            vassalage: vendor.code,
            name: vendor.name,
            balance: toWire(balances.get(vendor.code) ?? 0),
            maintenance: vendor.maintenance,
          })),
    }
  })

  handle('walletTransfer', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const ledger = ledgerOf(store, signedIn)
    const amount = fromWire(input.amount)
    if (amount === null || amount <= 0)
      return refuse('invalid_amount', 'amount must be a positive amount with at most 2 decimals', {
        field: 'amount',
      })
    if (store.state.singleWallet) return refuse('single_wallet', 'Games draw on the main wallet')
    const inward = input.from === mainWallet
    const code = inward ? input.to : input.from
    const vendor = store.state.catalog.vendors.find((candidate) => candidate.code === code)
    if (!vendor || (!inward && input.to !== mainWallet)) return refuse('unknown_vendor', `No vendor ${code}`)
    if (vendor.maintenance)
      return refuse('vendor_maintenance', `${vendor.name} is under maintenance`, { vassalage: vendor.code })
    const reference = orderReference(ledger, 'TR')
    const moved = transfer(ledger, input.from, input.to, amount, { at: store.now(), reference })
    if (isRefusal(moved)) return refuse(moved.refused, 'Not enough balance', { field: 'amount' })
    return {
      balance: toWire(runningBalance(ledger)),
      gameWallet: toWire(runningBalance(ledger, vendor.code)),
      reference,
    }
  })

  handle('walletReturn', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const ledger = ledgerOf(store, signedIn)
    let collected = 0
    const skipped: string[] = []
    for (const vendor of store.state.catalog.vendors) {
      const held = runningBalance(ledger, vendor.code)
      if (held <= 0) continue
      if (vendor.maintenance) {
        skipped.push(vendor.code)
        continue
      }
      const when = { at: store.now(), reference: orderReference(ledger, 'TR') }
      if (!isRefusal(transfer(ledger, vendor.code, mainWallet, held, when))) collected += held
    }
    return { balance: toWire(runningBalance(ledger)), collected: toWire(collected), skipped }
  })

  handle('rebateSettings', () => ({
    list: Object.entries(rebateRates).map(([productType, rate]) => ({ productType, rate })),
  }))

  handle('accruedRebates', (_input, { store, member }) => {
    const { rows, total, since } = accruedRebates(ledgerOf(store, mustBeSignedIn(member)))
    return {
      list: rows.map((row) => ({
        gameCategory: row.category,
        validBet: toWire(row.validBet),
        rate: row.rate,
        rebate: toWire(row.rebate),
      })),
      total: toWire(total),
      since: since ? iso(since.at) : null,
    }
  })

  // The member's own request: answered here, so no real-time event (docs/ledger.md).
  handle('rebateDisburse', (_input, { store, member }) => {
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    const { total } = accruedRebates(ledger)
    if (total <= 0) return refuse('nothing_to_claim', 'No rebate has accrued since the last one')
    const reference = orderReference(ledger, 'RB')
    const paid = credit(ledger, 'rebate', total, { at: store.now(), reference }, 'Manual rebate')
    if (isRefusal(paid)) return refuse(paid.refused, 'The rebate could not be paid')
    return { amount: toWire(total), balance: toWire(runningBalance(ledger)), reference }
  })
}
