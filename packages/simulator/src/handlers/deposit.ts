import { matchWithdrawal, recordMatch, sendMatchedPayment } from '../deposit/c2c-match'
import { depositChannels, findChannel } from '../deposit/channels'
import {
  findOrder,
  latestOrders,
  orderBookOf,
  orderView,
  recordOrder,
  recordReceipt,
} from '../deposit/orders'
import { promotionRefusal } from '../deposit/promotion-bonus'
import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { statusOf } from '../ledger/ledger'
import { isRefusal, requestDeposit } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import { depositRefusal } from '../member-centre/safer'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import type { Notify } from '../withdraw/c2c'
import { imagesRefusal } from './feedback-limits'
import { mustBeSignedIn } from './member'

/** How many orders the member's list shows. */
const ordersShown = 20

/**
 * Deposit (issue 14): channels, placing an order over the ledger (pending until the back office approves or
 * rejects it on the dev surface, which tells the real-time hub), and the member's orders with their timeline.
 * The same idempotency key from the same member answers the order it placed, never a second entry.
 */
export function depositHandlers(handle: Handle, notify: Notify): void {
  handle('depositChannels', (_input, { language }) =>
    depositChannels.map(({ payPage: _page, ...channel }) => ({
      ...channel,
      min: toWire(channel.min),
      max: toWire(channel.max),
      fixedAmounts: channel.fixedAmounts.map(toWire),
      promotions: (channel.promotions ?? []).map(({ maxBonus, name, ...promotion }) => ({
        ...promotion,
        name: inLanguage(name, language),
        maxBonus: toWire(maxBonus),
      })),
    })),
  )

  handle('submitDeposit', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const ledger = ledgerOf(store, signedIn)
    const amount = fromWire(input.amount)
    const channel = findChannel(input.channelId)
    if (!channel) return refuse('unknown_channel', 'No such deposit channel', { field: 'channelId' })
    if (amount === null || amount <= 0)
      return refuse('amount_invalid', 'Enter an amount above 0 with at most 2 decimals', { field: 'amount' })
    if (amount < channel.min)
      return refuse('amount_below_min', 'Below the channel minimum', {
        field: 'amount',
        min: toWire(channel.min),
      })
    if (amount > channel.max)
      return refuse('amount_above_max', 'Above the channel maximum', {
        field: 'amount',
        max: toWire(channel.max),
      })
    const limited = depositRefusal(store, signedIn, amount)
    if (limited) return limited
    const promotion = input.promotionId
      ? channel.promotions?.find((offered) => offered.id === input.promotionId)
      : undefined
    if (input.promotionId && !promotion)
      return refuse('unknown_promotion', 'No such promotion on this channel', { field: 'promotionId' })
    const ineligible = promotion ? promotionRefusal(ledger, promotion) : null
    if (ineligible) return refuse(ineligible, 'Only for a first deposit', { field: 'promotionId' })
    const match = channel.kind === 'c2c' ? matchWithdrawal(store, signedIn, amount) : null
    if (channel.kind === 'c2c' && !match)
      return refuse('c2c_no_match', 'No withdrawal to pay with this amount now', { field: 'amount' })
    const entry = requestDeposit(
      ledger,
      amount,
      { at: store.now(), reference: orderReference(ledger, 'DP') },
      channel.name,
    )
    if (isRefusal(entry)) return refuse('amount_invalid', 'Not an amount', { field: 'amount' })
    recordOrder(ledger, entry, channel.id)
    if (promotion) orderBookOf(ledger).promotionOf.set(entry.id, promotion)
    if (match) recordMatch(ledger, entry, store, match)
    return orderView(ledger, entry)
  })

  // Only a bank transfer's order, while the back office has not settled it: the receipt is what they check.
  handle('uploadDepositReceipt', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const ledger = ledgerOf(store, signedIn)
    const entry = findOrder(ledger, input.reference)
    if (!entry) return refuse('unknown_order', 'No such deposit order', { field: 'reference' })
    const channel = findChannel(orderBookOf(ledger).channelOf.get(entry.id) ?? '')
    if (channel?.kind !== 'bank' && channel?.kind !== 'c2c')
      return refuse('receipt_not_accepted', 'Only a bank transfer takes a receipt', { field: 'reference' })
    if (statusOf(ledger, entry.id) !== 'pending')
      return refuse('order_not_pending', 'The order is already settled', { field: 'reference' })
    const refused =
      input.images.length === 0
        ? refuse('field_required', 'At least one image', { field: 'images' })
        : imagesRefusal(input.images)
    if (refused) return refused
    recordReceipt(ledger, entry.id, {
      images: [...input.images],
      remark: input.remark.trim(),
      at: store.now(),
    })
    // A member-to-member deposit's receipt is the depositor saying they paid: the withdrawer is asked to confirm.
    sendMatchedPayment(store, signedIn, entry, notify)
    return orderView(ledger, entry)
  })

  handle('depositOrders', (_input, { store, member }) =>
    latestOrders(ledgerOf(store, mustBeSignedIn(member)), ordersShown),
  )
}
