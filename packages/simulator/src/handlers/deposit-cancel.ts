import { cancelDeposit } from '../deposit/cancelled'
import { findChannel } from '../deposit/channels'
import { findOrder, orderBookOf, orderView } from '../deposit/orders'
import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { statusOf } from '../ledger/ledger'
import type { Handle } from '../route'
import { mustBeSignedIn } from './member'

/**
 * cancelC2CDeposit (issue 32): the member withdraws their own member-to-member order while it waits and before
 * the payment is sent (their receipt asks the withdrawer to confirm; from then on the money may have moved). The
 * withdrawal it was matched with is free for another depositor. The router keeps the idempotency key.
 */
export function depositCancelHandlers(handle: Handle): void {
  handle('cancelC2CDeposit', (input, { store, member }) => {
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    // Another member's reference is not in this ledger: unknown, saying nothing of whose it is.
    const entry = findOrder(ledger, input.reference)
    if (!entry) return refuse('unknown_order', 'No such deposit order', { field: 'reference' })
    if (findChannel(orderBookOf(ledger).channelOf.get(entry.id) ?? '')?.kind !== 'c2c')
      return refuse('order_not_c2c', 'Only a member-to-member order can be cancelled', { field: 'reference' })
    if (statusOf(ledger, entry.id) !== 'pending')
      return refuse('order_not_pending', 'The order is already settled or cancelled', { field: 'reference' })
    if (store.state.withdraw.payDetails.some((pay) => pay.depositEntryId === entry.id))
      return refuse('payment_sent', 'The payment was sent: the withdrawer confirms it', {
        field: 'reference',
      })
    cancelDeposit(ledger, entry, store.now())
    return orderView(ledger, entry)
  })
}
