import type { Hono } from 'hono'
import { settleContracts } from '../contracts/settle'
import { badRequest, ok, reply } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { isRefusal, playRound } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire } from '../ledger/wire'
import type { Store } from '../store'

/**
 * The dev surface of contracts: a lost round for a member now (so a test knows the team's volume of the day
 * whatever the hour), and a settlement on demand (the clock route settles too).
 */
export function devContracts(app: Hono, store: Store): void {
  app.post('/__sim/contracts/play', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { account?: unknown; stake?: unknown } | null
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    const stake = fromWire(body?.stake)
    if (!member || stake === null || stake <= 0)
      return reply(c, badRequest('account must be a known account and stake an amount > 0'))
    const ledger = ledgerOf(store, member)
    const game = { vendor: 'PG', category: 'RNG', gameCode: null }
    const played = playRound(ledger, 'main', stake, 0, game, {
      at: store.now(),
      reference: orderReference(ledger, 'GR'),
    })
    if (isRefusal(played)) return reply(c, badRequest(played.refused))
    return c.json(ok({ account: member.account }))
  })

  app.post('/__sim/contracts/settle', (c) =>
    c.json(ok({ paid: settleContracts(store).filter((one) => one.paid).length })),
  )
}
