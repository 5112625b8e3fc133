import { depositReferencePattern } from '@portal/core'
import { findChannel } from '../deposit/channels'
import { memberReferenceOf, openChatRoom, setMemberReference } from '../deposit/order-extras'
import { findOrder, orderBookOf, orderView, receiptOf } from '../deposit/orders'
import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { findEntry, type Ledger, statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import type { Handle, Screen } from '../route'
import { mustBeSignedIn } from './member'

const pendingOf = (ledger: Ledger, kind: 'deposit' | 'withdrawal') =>
  ledger.entries.filter((entry) => entry.kind === kind && statusOf(ledger, entry.id) === 'pending').length

// A reference the row's pattern refuses is the member's typing, so it gets a named refusal rather than a bare 400.
const screenReference: Screen = (raw) => {
  const typed = (raw as { memberReference?: unknown } | null)?.memberReference
  return typeof typed === 'string' && !depositReferencePattern.test(typed)
    ? refuse('reference_invalid', 'A reference is 4–40 of A–Z a–z 0–9 . _ / -', { field: 'memberReference' })
    : null
}

const iso = (time: number) => new Date(time).toISOString()

/**
 * After the deposit order (issue 32): the bank's reference of the member's transfer, a chat room about an order,
 * the count of what the back office has not settled, and a payment confirmation in full for the withdrawing
 * member of a member-to-member payment. Only the member's own orders; a reference only while the order waits.
 */
export function depositOrderHandlers(handle: Handle): void {
  handle(
    'updateDepositReference',
    (input, { store, member }) => {
      const ledger = ledgerOf(store, mustBeSignedIn(member))
      const entry = findOrder(ledger, input.reference)
      if (!entry) return refuse('unknown_order', 'No such deposit order', { field: 'reference' })
      const kind = findChannel(orderBookOf(ledger).channelOf.get(entry.id) ?? '')?.kind
      // A card payment or a crypto transfer is matched by its own trail: only money sent from a bank account has a
      // reference the back office looks for on its statement.
      if (kind !== 'bank' && kind !== 'c2c')
        return refuse('reference_not_accepted', 'Only a bank transfer takes a reference', {
          field: 'reference',
        })
      if (statusOf(ledger, entry.id) !== 'pending')
        return refuse('order_not_pending', 'The order is already settled', { field: 'reference' })
      setMemberReference(ledger, entry.id, input.memberReference)
      return orderView(ledger, entry)
    },
    screenReference,
  )

  handle('depositChatLink', (input, { store, member, portalOrigin, language }) => {
    const signedIn = mustBeSignedIn(member)
    const entry = findOrder(ledgerOf(store, signedIn), input.reference)
    if (!entry) return refuse('unknown_order', 'No such deposit order', { field: 'reference' })
    const room = openChatRoom(store, signedIn.account, entry.reference)
    return {
      url: `${portalOrigin}/sim/deposit-chat/${room.token}?lang=${encodeURIComponent(language)}`,
      expiresAt: iso(room.expiresAt),
    }
  })

  handle('pendingDepositWithdrawCount', (_input, { store, member }) => {
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    return { deposits: pendingOf(ledger, 'deposit'), withdrawals: pendingOf(ledger, 'withdrawal') }
  })

  handle('depositConfirmationDetail', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const pay = store.state.withdraw.payDetails.find(
      (one) => one.id === input.payDetailId && one.account === signedIn.account,
    )
    if (!pay) return refuse('unknown_confirmation', 'No such payment confirmation', { field: 'payDetailId' })
    const payer = store.findMember(pay.payer)
    const payerLedger = payer ? ledgerOf(store, payer) : undefined
    const deposit = payerLedger ? findEntry(payerLedger, pay.depositEntryId) : undefined
    const receipt = payerLedger && deposit ? receiptOf(payerLedger, deposit.id) : undefined
    return {
      payDetailId: pay.id,
      orderNo: pay.orderNo,
      amount: toWire(pay.amount),
      sentAt: iso(pay.sentAt),
      memberReference: payerLedger && deposit ? (memberReferenceOf(payerLedger, deposit.id) ?? null) : null,
      receipt: receipt ? { images: receipt.images, remark: receipt.remark, at: iso(receipt.at) } : null,
    }
  })
}
