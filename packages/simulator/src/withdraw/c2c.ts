import { orderBookOf } from '../deposit/orders'
import { approveOrder, ledgerOf } from '../ledger/book'
import { findEntry, statusOf } from '../ledger/ledger'
import { isRefusal, requestDeposit } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import type { RealtimeWireMessage } from '../realtime/hub'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import type { PayDetailRecord, WithdrawOrderRecord } from './state'

/** Tells a member something over the real-time channel (the hub's `publish`). */
export type Notify = (customerId: number, message: RealtimeWireMessage) => void

/** The member who pays when no pending deposit of another member matches: a steady demo depositor. */
const defaultPayer = 'partner01'

export const orderStatus = (store: Store, order: WithdrawOrderRecord): 'pending' | 'paid' | 'rejected' => {
  const member = store.findMember(order.account)
  if (!member) return 'pending'
  const status = statusOf(ledgerOf(store, member), order.withdrawalEntryId)
  return status === 'settled' ? 'paid' : status === 'reversed' ? 'rejected' : 'pending'
}

/**
 * A deposit already spoken for: it pays an order already (a payment sent), or the depositor placed it to pay a
 * withdrawal it was matched with (a C2C deposit). Either way it settles that order and no other.
 */
const matched = (store: Store, payer: Member, entryId: string) =>
  store.state.withdraw.payDetails.some(
    (pay) => pay.payer === payer.account && pay.depositEntryId === entryId,
  ) || orderBookOf(ledgerOf(store, payer)).c2cOf.has(entryId)

/**
 * Pays (part of) a withdrawal the way the original does: another member's deposit. A pending deposit of exactly
 * that amount in another member's ledger is matched first; otherwise the demo depositor places one. The
 * withdrawing member then has a payment to confirm (PAYMENT_CONFIRMATION).
 */
export function sendPayment(
  store: Store,
  order: WithdrawOrderRecord,
  notify: Notify,
  amount = leftToPay(store, order),
  /** A C2C deposit already matched with this order: it pays, no other deposit is looked for. */
  from?: { payer: Member; depositEntryId: string },
): PayDetailRecord | string {
  if (orderStatus(store, order) !== 'pending') return 'the order is not pending'
  if (amount <= 0 || amount > leftToPay(store, order)) return 'more than is left to pay on this order'
  const withdrawer = store.findMember(order.account)
  if (!withdrawer) return 'unknown member'
  const { state } = store
  let payer: Member | undefined = from?.payer
  let depositEntryId: string | undefined = from?.depositEntryId
  for (const candidate of from ? [] : state.members) {
    const ledger = candidate.account === order.account ? undefined : state.ledgers.get(candidate.account)
    const entry = ledger?.entries.find(
      (one) =>
        one.kind === 'deposit' &&
        one.amount === amount &&
        statusOf(ledger as never, one.id) === 'pending' &&
        !matched(store, candidate, one.id),
    )
    if (entry) {
      payer = candidate
      depositEntryId = entry.id
      break
    }
  }
  if (!payer || !depositEntryId) {
    payer =
      store.findMember(defaultPayer) ??
      state.members.find((one) => one.account !== order.account && one.type === 0)
    if (!payer) return 'no member to pay'
    const ledger = ledgerOf(store, payer)
    const deposit = requestDeposit(
      ledger,
      amount,
      { at: store.now(), reference: orderReference(ledger, 'DP') },
      `C2C deposit paying ${order.orderNo}`,
    )
    if (isRefusal(deposit)) return deposit.refused
    depositEntryId = deposit.id
  }
  const now = store.now()
  const pay: PayDetailRecord = {
    id: `PD${String(state.withdraw.nextId++).padStart(6, '0')}`,
    orderNo: order.orderNo,
    account: order.account,
    payer: payer.account,
    depositEntryId,
    amount,
    sentAt: now,
    autoReceiveAt: now + state.withdraw.autoReceiveMinutes * 60_000,
    status: 'awaiting',
    proofs: [],
  }
  state.withdraw.payDetails.push(pay)
  notify(withdrawer.id, { type: 'PAYMENT_CONFIRMATION', popup: true, data: { payDetailId: pay.id } })
  return pay
}

/** What no payment covers yet: a disputed one still stands until the back office decides it. */
export const leftToPay = (store: Store, order: WithdrawOrderRecord) =>
  order.amount -
  store.state.withdraw.payDetails
    .filter((pay) => pay.orderNo === order.orderNo)
    .reduce((sum, pay) => sum + pay.amount, 0)

const orderOf = (store: Store, pay: PayDetailRecord) =>
  store.state.withdraw.orders.find((order) => order.orderNo === pay.orderNo)

/**
 * The withdrawing member's answer. Received (Y, or no answer in time): the payer's deposit is credited, and once
 * the whole amount has arrived the withdrawal is paid. All received (A): the withdrawal is closed as paid even if
 * less arrived, so the rest is not given back. Not received (N): both wait for the back office, with the proof.
 */
export function answerPayment(
  store: Store,
  pay: PayDetailRecord,
  answer: 'Y' | 'N' | 'A' | 'auto',
  proofs: string[] = [],
): void {
  const order = orderOf(store, pay)
  const payer = store.findMember(pay.payer)
  const withdrawer = store.findMember(pay.account)
  if (answer === 'N') {
    pay.status = 'disputed'
    pay.proofs = proofs
    return
  }
  pay.status = answer === 'Y' ? 'received' : answer === 'A' ? 'allReceived' : 'autoReceived'
  if (payer && findEntry(ledgerOf(store, payer), pay.depositEntryId))
    approveOrder(store, payer, pay.depositEntryId)
  if (!order || !withdrawer) return
  order.received += pay.amount
  if (answer === 'A' || order.received >= order.amount) {
    if (statusOf(ledgerOf(store, withdrawer), order.withdrawalEntryId) === 'pending')
      approveOrder(store, withdrawer, order.withdrawalEntryId)
  }
}

/**
 * On the simulated clock: payments nobody answered in time count as received, and with auto-pay on, orders old
 * enough are paid. Run whenever a member's withdrawals are looked at and when the dev surface moves time.
 */
export function settleDue(store: Store, notify: Notify): void {
  const now = store.now()
  for (const pay of store.state.withdraw.payDetails)
    if (pay.status === 'awaiting' && pay.autoReceiveAt <= now) answerPayment(store, pay, 'auto')
  const after = store.state.withdraw.autoPayAfterMs
  if (after === null) return
  for (const order of store.state.withdraw.orders) {
    if (order.createdAt + after > now) continue
    const paying = store.state.withdraw.payDetails.some((pay) => pay.orderNo === order.orderNo)
    if (!paying && orderStatus(store, order) === 'pending') sendPayment(store, order, notify)
  }
}
