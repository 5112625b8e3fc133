import type { Context, Hono } from 'hono'
import { ok, refuse, reply } from '../envelope'
import { ledgerOf, walletsOf } from '../ledger/book'
import { isRefusal, playRound } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { toWire } from '../ledger/wire'
import { stakeRefusal } from '../member-centre/safer'
import type { Launch, Store } from '../store'
import { reviewRank } from '../vip/rank'
import { endedPage, gamePage, stakes, symbols } from './page'

/** The balance a launch bets with, minor units: the wallet it draws on, or the free trial's demo money. */
function balanceOf(store: Store, launch: Launch): number {
  const member = launch.demo ? undefined : store.findMember(launch.account)
  return member ? (walletsOf(store, member).get(launch.wallet) ?? 0) : launch.demoBalance
}

/** Three reels from the store's seeded randomness: three of a kind pays 10× (sevens 25×), a pair 1.5×. */
function spin(store: Store, stake: number) {
  const reels = Array.from({ length: 3 }, () => store.random.pick(symbols))
  const [a, b, c] = reels
  // In halves of the stake, so the win stays a whole number of minor units.
  const halves = a === b && b === c ? (a === '7' ? 50 : 20) : a === b || b === c || a === c ? 3 : 0
  return { reels, win: (stake * halves) / 2 }
}

/**
 * One round: a real launch appends a bet and its payout to the member's ledger, in the wallet the launch draws
 * on (handlers/launch.ts); a free trial moves only the launch's demo money.
 */
function play(store: Store, launch: Launch, stake: number, win: number): boolean {
  const member = launch.demo ? undefined : store.findMember(launch.account)
  if (!member) {
    if (launch.demoBalance < stake) return false
    launch.demoBalance += win - stake
    return true
  }
  const ledger = ledgerOf(store, member)
  const game = { vendor: launch.vendor, category: launch.category, gameCode: launch.gameCode }
  const when = { at: store.now(), reference: orderReference(ledger, 'GR') }
  if (isRefusal(playRound(ledger, launch.wallet, stake, win, game, when))) return false
  // Turnover grows with every round: the VIP level follows at once.
  reviewRank(store, member)
  return true
}

/** The simulated game page of each launch and its bet call, under /sim/play (through the portal's /sim proxy). */
export function playRoutes(app: Hono, store: Store): void {
  const launchOf = (c: Context) => store.state.launches.get(c.req.param('id') ?? '')

  // The portal frames this page without `allow-same-origin` (it is on the portal's own origin), so the page has
  // an opaque origin and its calls arrive with `Origin: null`. They may read the answer: the launch id in the
  // path is the only key, as a vendor's game session is. No other origin is let in.
  app.use('/sim/play/:id/*', async (c, next) => {
    await next()
    if (c.req.header('origin') === 'null') c.header('Access-Control-Allow-Origin', 'null')
  })

  app.get('/sim/play/:id', (c) => {
    const launch = launchOf(c)
    if (!launch) return c.html(endedPage, 404)
    return c.html(gamePage(launch, toWire(balanceOf(store, launch))), 200, { 'Cache-Control': 'no-store' })
  })

  app.get('/sim/play/:id/balance', (c) => {
    const launch = launchOf(c)
    if (!launch) return reply(c, refuse('launch_ended', 'This game session has ended'))
    return c.json(ok({ balance: toWire(balanceOf(store, launch)), demo: launch.demo }))
  })

  // Body `{ stake }` as JSON (sent as text/plain so a sandboxed frame needs no preflight).
  app.post('/sim/play/:id/bet', async (c) => {
    const launch = launchOf(c)
    if (!launch) return reply(c, refuse('launch_ended', 'This game session has ended'))
    const stake = Number(parseBody(await c.req.text())?.stake)
    if (!(stakes as readonly number[]).includes(stake))
      return reply(
        c,
        refuse('field_invalid', `stake must be one of ${stakes.join(', ')}`, { field: 'stake' }),
      )
    // The page offers whole units; the ledger counts minor units.
    const stakeMinor = stake * 100
    if (balanceOf(store, launch) < stakeMinor)
      return reply(c, refuse('insufficient_balance', 'Balance not enough for this stake'))
    const member = launch.demo ? undefined : store.findMember(launch.account)
    const overLimit = member ? stakeRefusal(store, member, stakeMinor) : null
    if (overLimit) return reply(c, overLimit)
    const { reels, win } = spin(store, stakeMinor)
    if (!play(store, launch, stakeMinor, win))
      return reply(c, refuse('insufficient_balance', 'Balance not enough for this stake'))
    return c.json(ok({ reels, stake, win: toWire(win), balance: toWire(balanceOf(store, launch)) }))
  })
}

function parseBody(text: string): { stake?: unknown } | undefined {
  try {
    return JSON.parse(text) as { stake?: unknown }
  } catch {
    return undefined
  }
}
