import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { fromWire, toWire } from '../ledger/wire'
import type { Store } from '../store'
import { type Notify, orderStatus, sendPayment, settleDue } from '../withdraw/c2c'
import { parseCardSetting } from '../withdraw/card-setting'
import { type Body, readBody } from './body'

/**
 * The back office's side of withdrawals on the dev surface: match an order with other members' deposits and
 * send the payment (the withdrawing member is asked to confirm), pay orders by themselves after a delay, set
 * the minutes after which an unanswered payment counts as received, add turnover to bet or waive what is owed,
 * look at it all.
 */
export function devWithdraw(app: Hono, store: Store, notify: Notify): void {
  app.get('/__sim/withdraw/:account', (c) => {
    const member = store.findMember(c.req.param('account'))
    if (!member) return reply(c, badRequest('account must be a known account'))
    settleDue(store, notify)
    return c.json(ok(view(store, member.account)))
  })

  // Pays the member's newest pending order (or `orderNo`), in full or `amount` of it.
  app.post('/__sim/withdraw/pay', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!body || !member) return reply(c, badRequest('account must be a known account'))
    settleDue(store, notify)
    const order = store.state.withdraw.orders
      .filter((one) => one.account === member.account && orderStatus(store, one) === 'pending')
      .filter((one) => body.orderNo === undefined || one.orderNo === body.orderNo)
      .at(-1)
    if (!order) return reply(c, badRequest('no pending withdrawal order to pay'))
    const amount = body.amount === undefined ? undefined : fromWire(body.amount)
    if (amount === null) return reply(c, badRequest('amount must have at most 2 decimals'))
    const paid = sendPayment(store, order, notify, amount)
    if (typeof paid === 'string') return reply(c, badRequest(paid))
    return c.json(ok({ payDetailId: paid.id, payer: paid.payer, depositEntryId: paid.depositEntryId }))
  })

  // The platform's card setting (issue 32): how many cards, which fields the card form must fill.
  app.post('/__sim/withdraw/card-setting', async (c) => {
    const body = await readBody(c)
    if (!body) return reply(c, badRequest('a JSON object'))
    const setting = parseCardSetting(body, store.state.withdraw.cardSetting)
    if (typeof setting === 'string') return reply(c, badRequest(setting))
    store.state.withdraw.cardSetting = setting
    return c.json(ok(setting))
  })

  app.post('/__sim/withdraw/settings', async (c) => {
    const body = await readBody(c)
    if (!body) return reply(c, badRequest('a JSON object'))
    const { withdraw } = store.state
    const minutes = body.autoReceiveMinutes
    if (minutes !== undefined) {
      if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
        return reply(c, badRequest('autoReceiveMinutes must be a whole number from 1 to 1440'))
      withdraw.autoReceiveMinutes = minutes
    }
    const after = body.autoPayAfterMs
    if (after !== undefined) {
      if (after !== null && (typeof after !== 'number' || !Number.isInteger(after) || after < 0))
        return reply(c, badRequest('autoPayAfterMs must be a whole number ≥ 0, or null'))
      withdraw.autoPayAfterMs = after
    }
    if (body.turnover !== undefined) {
      const { account, remaining } = (body.turnover ?? {}) as Body
      const member = typeof account === 'string' ? store.findMember(account) : undefined
      const minor = fromWire(remaining)
      if (!member || minor === null || minor < 0)
        return reply(c, badRequest('turnover must be {account, remaining ≥ 0}'))
      withdraw.extraTurnover.set(member.account, minor)
    }
    if (body.waiveTurnover !== undefined) {
      const member = typeof body.waiveTurnover === 'string' ? store.findMember(body.waiveTurnover) : undefined
      if (!member) return reply(c, badRequest('waiveTurnover must name an account'))
      withdraw.turnoverWaivedAt.set(member.account, ledgerOf(store, member).entries.length)
    }
    settleDue(store, notify)
    return c.json(
      ok({ autoReceiveMinutes: withdraw.autoReceiveMinutes, autoPayAfterMs: withdraw.autoPayAfterMs }),
    )
  })
}

function view(store: Store, account: string) {
  const { withdraw } = store.state
  return {
    orders: withdraw.orders
      .filter((order) => order.account === account)
      .map((order) => ({
        orderNo: order.orderNo,
        amount: toWire(order.amount),
        fee: toWire(order.fee),
        received: toWire(order.received),
        status: orderStatus(store, order),
        withdrawalEntryId: order.withdrawalEntryId,
      })),
    payments: withdraw.payDetails
      .filter((pay) => pay.account === account || pay.payer === account)
      .map(({ proofs, ...pay }) => ({ ...pay, amount: toWire(pay.amount), proofs: proofs.length })),
    lockedUntil: withdraw.fundPasswordFailures.get(account)?.lockedUntil ?? null,
  }
}
