import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { identityRecordOf, identityView } from '../identity/identity'
import type { Store } from '../store'
import { readBody } from './body'

/**
 * The back office's side of identity verification (issue 32):
 * - GET /__sim/identity?account=…: the member's status as the member sees it, and the sides' sizes;
 * - POST /__sim/identity/review `{ account, decision: 'approve' | 'reject', reason? }`: decides the ID under
 *   review; a rejection needs the reason the member is shown;
 * - POST /__sim/identity/settings `{ requiredForWithdrawal }`: whether withdrawals wait for an approved ID.
 */
export function identityDevRoutes(app: Hono, store: Store): void {
  app.get('/__sim/identity', (c) => {
    const member = store.findMember(c.req.query('account') ?? '')
    if (!member) return reply(c, badRequest('account must be a known account'))
    const record = identityRecordOf(store, member)
    const sides = record ? { frontLength: record.front.length, backLength: record.back.length } : {}
    return c.json(ok({ ...identityView(store, member), ...sides }))
  })

  app.post('/__sim/identity/review', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!body || !member) return reply(c, badRequest('account must be a known account'))
    const record = identityRecordOf(store, member)
    if (record?.status !== 'pending') return reply(c, badRequest('the member has no ID under review'))
    if (body.decision === 'approve') {
      record.status = 'approved'
      record.reason = null
    } else if (body.decision === 'reject') {
      if (typeof body.reason !== 'string' || body.reason.trim() === '')
        return reply(c, badRequest('a rejection needs a reason, the member reads it'))
      record.status = 'rejected'
      record.reason = body.reason.trim()
    } else return reply(c, badRequest("decision must be 'approve' or 'reject'"))
    return c.json(ok(identityView(store, member)))
  })

  app.post('/__sim/identity/settings', async (c) => {
    const body = await readBody(c)
    if (typeof body?.requiredForWithdrawal !== 'boolean')
      return reply(c, badRequest('requiredForWithdrawal must be true or false'))
    store.state.identity.requiredForWithdrawal = body.requiredForWithdrawal
    return c.json(ok({ requiredForWithdrawal: body.requiredForWithdrawal }))
  })
}
