import type { Context, Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { changePoints } from '../handlers/points'
import { pointRemarks } from '../seed/points'
import type { Store } from '../store'
import type { Notify } from '../withdraw/c2c'

/**
 * The back office's side of the points mall: pass or reject a member's redemption (the newest applying one,
 * or `id`). A rejection gives the points back; either way the member hears of it in real time.
 */
export function devPoints(app: Hono, store: Store, notify: Notify): void {
  app.post('/__sim/points/decide', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!body || !member) return reply(c, badRequest('account must be a known account'))
    if (body.status !== 'passed' && body.status !== 'rejected')
      return reply(c, badRequest('status must be passed or rejected'))
    const record = store.state.redemptions.find(
      (one) =>
        one.account === member.account &&
        one.status === 'applying' &&
        (body.id === undefined || one.id === body.id),
    )
    if (!record) return reply(c, badRequest('no applying redemption'))
    record.status = body.status
    if (body.status === 'rejected')
      changePoints(store, member, record.points, pointRemarks.refund(record.productName))
    notify(member.id, {
      type: 'POINT_REDEEM',
      data: { id: record.id, status: record.status, points: member.points },
    })
    return c.json(ok({ id: record.id, status: record.status, points: member.points }))
  })
}

async function readBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
