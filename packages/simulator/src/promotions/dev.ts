import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { isRefusal } from '../ledger/operations'
import { promotionRules } from '../seed/promotions'
import type { Store } from '../store'
import { payPromotion } from './progress'
import { entryKey } from './state'

/**
 * The back office reviews an application on the dev surface: `{ account, promotionId, approve }`. Approved,
 * the bonus is paid into the ledger (paid out); refused, the member may not apply again (application forbidden).
 */
export function devPromotions(app: Hono, store: Store): void {
  app.post('/__sim/promotions/review', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    const rule = promotionRules.find((candidate) => candidate.id === body?.promotionId)
    const entry =
      member && rule ? store.state.promotions.entries.get(entryKey(member.account, rule.id)) : undefined
    if (!member || !rule || entry?.stage !== 'applying')
      return reply(c, badRequest('account and promotionId must name an application under review'))
    if (body?.approve !== true) entry.stage = 'rejected'
    else if (isRefusal(payPromotion(store, member, rule, entry, 'paid'))) entry.stage = 'applying'
    return c.json(ok({ stage: entry.stage }))
  })
}
