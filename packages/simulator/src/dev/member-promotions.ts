import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { fromWire } from '../ledger/wire'
import { bookOf, judgeIssued } from '../member-promotions/promotions'
import { type Localised, localised } from '../seed/localised'
import type { Store } from '../store'
import { readBody } from './body'

/**
 * The back office issues a promotion to one member (issue 32):
 * - POST /__sim/member-promotions/issue `{ account, amount, title?, expiresInMs? }` (title: text, or text per
 *   language `{ EN, CN, TW, VI, AR }`, English where one is missing): it waits in the member's
 *   reward centre until claimed (once) or expired; answers the member's issued promotions;
 * - GET /__sim/member-promotions?account=…: the issued promotions with their state, and the claims paid.
 */
export function memberPromotionDevRoutes(app: Hono, store: Store): void {
  app.get('/__sim/member-promotions', (c) => {
    const member = store.findMember(c.req.query('account') ?? '')
    if (!member) return reply(c, badRequest('account must be a known account'))
    return c.json(ok(view(store, member)))
  })

  app.post('/__sim/member-promotions/issue', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!body || !member) return reply(c, badRequest('account must be a known account'))
    const amount = fromWire(body.amount)
    if (amount === null || amount <= 0)
      return reply(c, badRequest('amount must be positive, at most 2 decimals'))
    const expiresInMs = body.expiresInMs
    if (expiresInMs !== undefined && (typeof expiresInMs !== 'number' || expiresInMs <= 0))
      return reply(c, badRequest('expiresInMs must be a positive number of milliseconds'))
    const title = titleOf(body.title)
    if (!title) return reply(c, badRequest('title must be text, or text per language ({ EN, TW, … })'))
    const book = bookOf(store, member)
    const now = store.now()
    book.issued.push({
      issueId: `ISS${book.issued.length + 1}${now.toString(36).toUpperCase()}`,
      title,
      amount,
      issuedAt: now,
      expiresAt: typeof expiresInMs === 'number' ? now + expiresInMs : null,
    })
    return c.json(ok(view(store, member)))
  })
}

function view(store: Store, member: Parameters<typeof bookOf>[1]) {
  return {
    issued: judgeIssued(store, member).map(({ issued, judged }) => ({
      issueId: issued.issueId,
      title: issued.title.EN,
      amount: issued.amount,
      ...judged,
    })),
    claims: bookOf(store, member).claims,
  }
}

/** The title the back office gave: one text for every language, or one per language (English where missing). */
function titleOf(given: unknown): Localised | null {
  if (given === undefined) return localised(['Gift', '礼金', '禮金', 'Quà tặng', 'هدية'])
  if (typeof given === 'string')
    return given.trim() === '' ? null : localised([given, given, given, given, given])
  if (typeof given !== 'object' || given === null) return null
  const texts = given as Record<string, unknown>
  const en = texts.EN
  if (typeof en !== 'string' || en.trim() === '') return null
  const of = (code: string) => (typeof texts[code] === 'string' ? (texts[code] as string) : en)
  return localised([en, of('CN'), of('TW'), of('VI'), of('AR')])
}
