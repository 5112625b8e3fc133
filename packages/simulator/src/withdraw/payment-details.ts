import { ledgerOf } from '../ledger/book'
import { findEntry } from '../ledger/ledger'
import { profileOf } from '../member-centre/state'
import type { Store } from '../store'
import { banks, cardsOf, type PayDetailRecord } from './state'

/** A name shown to the other side of a payment: its first character, the rest starred ("陳**", "p*******"). */
const maskedName = (name: string) => {
  const [first = '', ...rest] = [...name]
  return `${first}${'*'.repeat(Math.max(2, rest.length))}`
}

/**
 * What a platform tells the withdrawing member about a payment sent to them, to check against their bank
 * statement (issue 37): who paid (masked), into which of their cards, and the transfer's reference (the payer's
 * deposit order, as the transfer carries it).
 */
export function paymentDetails(store: Store, pay: PayDetailRecord) {
  const order = store.state.withdraw.orders.find((one) => one.orderNo === pay.orderNo)
  const card = cardsOf(store.state.withdraw, pay.account).find((one) => one.id === order?.cardId)
  const payer = store.findMember(pay.payer)
  const payerName = payer
    ? (profileOf(store.state.memberCentre, payer, store.now()).payeeName ?? payer.account)
    : null
  const deposit = payer ? findEntry(ledgerOf(store, payer), pay.depositEntryId) : undefined
  return {
    payerName: payerName ? maskedName(payerName) : null,
    bankName: card ? (banks.find((bank) => bank.code === card.bankCode)?.name ?? card.bankCode) : null,
    cardLast4: card ? card.number.slice(-4) : null,
    reference: deposit?.reference ?? null,
  }
}
