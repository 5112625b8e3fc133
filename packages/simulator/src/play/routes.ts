import type { Context, Hono } from 'hono'
import { ok, refuse, reply } from '../envelope'
import { cents } from '../handlers/member'
import type { Launch, Store } from '../store'
import { endedPage, gamePage, stakes, symbols } from './page'

/** What a bet moves: the member's balance for real launches, the launch's own demo balance for free trials. */
function walletOf(store: Store, launch: Launch) {
  const member = launch.demo ? undefined : store.findMember(launch.account)
  return {
    get balance() {
      return member ? member.balance : launch.demoBalance
    },
    set balance(amount: number) {
      if (member) member.balance = amount
      else launch.demoBalance = amount
    },
  }
}

/** Three reels from the store's seeded randomness: three of a kind pays 10× (sevens 25×), a pair 1.5×. */
function spin(store: Store, stake: number) {
  const reels = Array.from({ length: 3 }, () => store.random.pick(symbols))
  const [a, b, c] = reels
  const multiplier = a === b && b === c ? (a === '7' ? 25 : 10) : a === b || b === c || a === c ? 1.5 : 0
  return { reels, win: cents(stake * multiplier) }
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
    return c.html(gamePage(launch, walletOf(store, launch).balance), 200, { 'Cache-Control': 'no-store' })
  })

  app.get('/sim/play/:id/balance', (c) => {
    const launch = launchOf(c)
    if (!launch) return reply(c, refuse('launch_ended', 'This game session has ended'))
    return c.json(ok({ balance: walletOf(store, launch).balance, demo: launch.demo }))
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
    const wallet = walletOf(store, launch)
    if (wallet.balance < stake)
      return reply(c, refuse('insufficient_balance', 'Balance not enough for this stake'))
    const { reels, win } = spin(store, stake)
    wallet.balance = cents(wallet.balance - stake + win)
    return c.json(ok({ reels, stake, win, balance: wallet.balance }))
  })
}

function parseBody(text: string): { stake?: unknown } | undefined {
  try {
    return JSON.parse(text) as { stake?: unknown }
  } catch {
    return undefined
  }
}
