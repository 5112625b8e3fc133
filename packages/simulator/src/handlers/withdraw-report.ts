import { withdrawOrderStatus } from '@portal/core'
import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Ledger } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import type { Store } from '../store'
import { destinationLabel } from '../withdraw/bound-accounts'
import { type Notify, orderStatus, settleDue } from '../withdraw/c2c'
import { banks, cardsOf, type WithdrawOrderRecord } from '../withdraw/state'
import { mustBeSignedIn } from './member'
import { pagedReport, rangeOf, within } from './records'

const iso = (at: number) => new Date(at).toISOString()

/** The last status move of the order's withdrawal entry: when it was paid or rejected, and the reason given. */
function settlement(ledger: Ledger, order: WithdrawOrderRecord) {
  const moves = ledger.moves.filter((move) => move.entryId === order.withdrawalEntryId)
  return moves.at(-1)
}

/** Where the order goes, as the member knows the account: the bank and the card's last four digits. */
function destinationOf(store: Store, order: WithdrawOrderRecord): string {
  const card = cardsOf(store.state.withdraw, order.account).find((one) => one.id === order.cardId)
  if (!card) return destinationLabel(store.state.withdraw, order.account, order.cardId) ?? order.cardId
  const bank = banks.find((one) => one.code === card.bankCode)?.name ?? card.bankCode
  return `${bank} ${card.number.slice(-4)}`
}

/**
 * The withdrawal report (issue 32, getWithdrawTransactionReport): the member's own orders of the range, newest
 * first, each with the status its ledger entry has now and, when the back office rejected it, the reason it gave.
 * Nothing here is stored twice: the orders link to the ledger, which decides the status.
 */
export function withdrawReportHandlers(handle: Handle, notify: Notify): void {
  handle('withdrawReport', (input, { store, member }) => {
    const who = mustBeSignedIn(member)
    settleDue(store, notify)
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const wanted = input.status ?? ''
    if (wanted !== '' && !(withdrawOrderStatus as readonly string[]).includes(wanted))
      return refuse('field_invalid', 'Unknown status', { field: 'status' })
    const ledger = ledgerOf(store, who)
    const orders = store.state.withdraw.orders
      .filter((order) => order.account === who.account && within(range, order.createdAt))
      .map((order) => ({ order, status: orderStatus(store, order) }))
      .filter((row) => wanted === '' || row.status === wanted)
      .reverse()
    const totals = (rows: readonly { order: WithdrawOrderRecord; status: string }[]) => {
      const sum = (status: string, of: (order: WithdrawOrderRecord) => number) =>
        rows.reduce((total, row) => total + (row.status === status ? of(row.order) : 0), 0)
      return {
        paid: toWire(sum('paid', (order) => order.amount)),
        waiting: toWire(sum('pending', (order) => order.amount)),
        fees: toWire(sum('paid', (order) => order.fee) + sum('pending', (order) => order.fee)),
      }
    }
    return pagedReport(
      orders,
      input,
      ({ order, status }) => {
        const settled = status === 'pending' ? undefined : settlement(ledger, order)
        return {
          orderNo: order.orderNo,
          amount: toWire(order.amount),
          fee: toWire(order.fee),
          status,
          reason: status === 'rejected' ? (settled?.remarks ?? null) : null,
          destination: destinationOf(store, order),
          time: iso(order.createdAt),
          settledAt: settled ? iso(settled.at) : null,
        }
      },
      totals,
    )
  })
}
