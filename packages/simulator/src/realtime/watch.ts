import type { MiddlewareHandler } from 'hono'
import type { Store } from '../store'
import type { RealtimeHub } from './hub'

/**
 * Emits real-time events when a request changed what a connected member sees, as a real platform's services
 * would: a new message (the unread count went up) → INBOX; a balance changed by the back office (the dev
 * surface) → DEPOSIT when it grew, WITHDRAW when it shrank. A member's own moves (a transfer, a bet) already
 * show in the answer they asked for, so they send nothing.
 */
export function realtimeWatch(store: Store, hub: RealtimeHub): MiddlewareHandler {
  return async (c, next) => {
    const watched = new Set(hub.connections().map((connection) => connection.account))
    if (watched.size === 0) return next()
    const before = new Map(
      store.state.members
        .filter((member) => watched.has(member.account))
        .map((member) => [member.account, { unread: member.unreadMessage, balance: member.balance }]),
    )
    await next()
    const backOffice = c.req.path.startsWith('/__sim/')
    for (const member of store.state.members) {
      const was = before.get(member.account)
      if (!was) continue
      if (member.unreadMessage > was.unread) hub.publish(member.id, { type: 'INBOX', popup: false })
      const change = Math.round((member.balance - was.balance) * 100) / 100
      if (backOffice && change !== 0)
        hub.publish(member.id, {
          type: change > 0 ? 'DEPOSIT' : 'WITHDRAW',
          popup: true,
          data: { amount: Math.abs(change), time: new Date(store.now()).toISOString(), success: true },
        })
    }
  }
}
