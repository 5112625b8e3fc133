import { ledgerOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { leftToPay, type Notify, orderStatus, sendPayment } from '../withdraw/c2c'
import { banks, type WithdrawOrderRecord } from '../withdraw/state'
import { type C2CMatch, orderBookOf } from './orders'

/**
 * The pending withdrawal of another member a C2C deposit pays (original-calls.md §4): the oldest one with at
 * least this amount still to pay, preferring one the amount settles exactly. None: the deposit is refused.
 */
export function matchWithdrawal(store: Store, depositor: Member, amount: number): WithdrawOrderRecord | null {
  const open = store.state.withdraw.orders.filter(
    (order) =>
      order.account !== depositor.account &&
      orderStatus(store, order) === 'pending' &&
      leftToPay(store, order) >= amount &&
      !pendingMatchFor(store, order),
  )
  return open.find((order) => leftToPay(store, order) === amount) ?? open[0] ?? null
}

// A withdrawal already matched to a C2C deposit whose payment has not been sent yet: the amount left to pay
// does not show that deposit, so a second depositor could be matched for the same money. A deposit cancelled
// (or rejected) before paying holds it no longer.
function pendingMatchFor(store: Store, order: WithdrawOrderRecord): boolean {
  for (const ledger of store.state.ledgers.values())
    for (const [entryId, match] of orderBookOf(ledger).c2cOf)
      if (
        match.orderNo === order.orderNo &&
        statusOf(ledger, entryId) === 'pending' &&
        !store.state.withdraw.payDetails.some((pay) => pay.depositEntryId === entryId)
      )
        return true
  return false
}

/**
 * What the depositor is shown of the withdrawer's card: the bank, the holder's initials and the last four
 * digits. The simulator moves no real money, so the whole number never needs to leave it (withdraw/state.ts).
 */
export function payeeOf(store: Store, order: WithdrawOrderRecord): C2CMatch['payee'] {
  const card = store.state.withdraw.cards.get(order.account)?.find((known) => known.id === order.cardId)
  if (!card) return []
  return [
    { field: 'bankName', value: banks.find((bank) => bank.code === card.bankCode)?.name ?? card.bankCode },
    { field: 'accountName', value: card.holder.replace(/(?<=\p{L})\p{L}/gu, '*') },
    { field: 'accountNumber', value: `**** **** **** ${card.number.slice(-4)}` },
  ]
}

export function recordMatch(ledger: Ledger, entry: Entry, store: Store, order: WithdrawOrderRecord): void {
  orderBookOf(ledger).c2cOf.set(entry.id, { orderNo: order.orderNo, payee: payeeOf(store, order) })
}

/**
 * The depositor says they paid (their receipt): the withdrawer is asked to confirm (PAYMENT_CONFIRMATION), and
 * their answer settles this deposit. Once per deposit; nothing for an order that is not C2C.
 */
export function sendMatchedPayment(store: Store, depositor: Member, entry: Entry, notify: Notify): void {
  const match = orderBookOf(ledgerOf(store, depositor)).c2cOf.get(entry.id)
  if (!match || store.state.withdraw.payDetails.some((pay) => pay.depositEntryId === entry.id)) return
  const order = store.state.withdraw.orders.find((known) => known.orderNo === match.orderNo)
  if (order) sendPayment(store, order, notify, entry.amount, { payer: depositor, depositEntryId: entry.id })
}
