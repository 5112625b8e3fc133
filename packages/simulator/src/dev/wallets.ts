import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import type { Store } from '../store'

/**
 * The merchant's wallet mode on the dev surface: `POST /__sim/wallet-mode {single: true}` makes the merchant
 * wallet answer `isSingle: 1` (no vendor wallets, no transfers; games draw on the main wallet). The portal
 * caches the answer for the visit (spec §4), so a switch shows after the next sign-in or in a new tab.
 */
export function devWallets(app: Hono, store: Store): void {
  app.post('/__sim/wallet-mode', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const single =
      typeof body === 'object' && body !== null ? (body as { single?: unknown }).single : undefined
    if (typeof single !== 'boolean') return reply(c, badRequest('single must be a boolean'))
    store.state.singleWallet = single
    return c.json(ok({ single }))
  })
}
