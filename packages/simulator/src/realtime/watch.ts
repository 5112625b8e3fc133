import type { MiddlewareHandler } from 'hono'
import type { SettledEvent } from '../ledger/events'
import { toWire } from '../ledger/wire'
import { unreadOf } from '../member-centre/state'
import type { Store } from '../store'
import type { RealtimeHub, RealtimeWireMessage } from './hub'

/**
 * Emits INBOX when a request raised a connected member's unread count, as a real platform's message service
 * would. A member's own moves (a transfer, a bet) show in the answer they asked for, so they send nothing.
 */
export function realtimeWatch(store: Store, hub: RealtimeHub): MiddlewareHandler {
  return async (_c, next) => {
    const watched = new Set(hub.connections().map((connection) => connection.account))
    if (watched.size === 0) return next()
    const before = new Map(
      store.state.members
        .filter((member) => watched.has(member.account))
        .map((member) => [member.account, unreadOf(store.state.memberCentre, member.account)]),
    )
    await next()
    for (const member of store.state.members) {
      const was = before.get(member.account)
      if (was !== undefined && unreadOf(store.state.memberCentre, member.account) > was)
        hub.publish(member.id, { type: 'INBOX', popup: false })
    }
  }
}

/**
 * Money that settled outside the member's own request (ledger/book.ts: the back office approved or rejected an
 * order, credited a bonus or corrected a balance) → the original's event for it (original-calls.md §3).
 */
export function settledMessage(event: SettledEvent, now: number): RealtimeWireMessage {
  const { entry, status } = event
  const amount = toWire(Math.abs(entry.amount))
  const time = new Date(now).toISOString()
  const success = status === 'settled'
  switch (entry.kind) {
    case 'deposit':
      return { type: 'DEPOSIT', popup: true, data: { amount, time, success } }
    case 'withdrawal':
      return {
        type: 'WITHDRAW',
        popup: true,
        data: { amount, time, success, remarks: event.remarks ?? null },
      }
    case 'contractPayout':
    case 'mrSalaryPayout':
      return { type: 'CONTRACT_PAYOUT', popup: true, data: { amount, time } }
    case 'bonus':
    case 'rebate':
      return { type: 'MANUAL_PROMO', popup: true, data: { amount, time, success } }
    default:
      return {
        type: entry.amount >= 0 ? 'DEPOSIT' : 'WITHDRAW',
        popup: true,
        data: { amount, time, success },
      }
  }
}
