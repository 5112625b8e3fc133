import { createActor, fromCallback, fromPromise } from 'xstate'
import { allWalletBalances, merchantWallet } from '../../api/endpoints'
import { catalogueCacheKeys } from '../../catalogue/cache-keys'
import { cachedCall } from '../../catalogue/session-cache'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { walletMachine } from './wallet.machine'
import type { WalletBalances, WalletEvent } from './wallet.types'

/** The merchant's wallet mode, cached for the visit (spec §4 "Caching"), as the catalogue reads it. */
export async function isSingleWallet(portal: Portal, signal?: AbortSignal): Promise<boolean> {
  const answer = await cachedCall(
    portal.deps,
    catalogueCacheKeys.merchantWallet,
    merchantWallet,
    { merchantCode: portal.brand.merchantCode },
    signal ? { signal } : {},
  )
  return answer.isSingle
}

/** The signed-in member's wallets bound to the API and the member's events; the registry creates it. */
export function createWallet(portal: Portal) {
  const logic = walletMachine.provide({
    actors: {
      loadWallets: fromPromise(async ({ signal }): Promise<WalletBalances> => {
        const [single, answer] = await Promise.all([
          isSingleWallet(portal, signal),
          portal.deps.api.call(allWalletBalances, undefined, { signal }),
        ])
        return {
          single,
          main: answer.balance,
          currencySymbol: answer.currencySymbol,
          wallets: single ? [] : answer.wallets,
        }
      }),
      // Whatever moves the member's money is announced once on the member's events port (a flow of this
      // portal, or the real-time channel for what happened elsewhere); a reconnection may have missed some, so
      // every resync loads the wallets again too.
      followMoney: fromCallback<WalletEvent>(({ sendBack }) =>
        portal.events.listen(['money.moved', 'member.resync'], () => sendBack({ type: 'wallet.refresh' })),
      ),
    },
  })
  return createActor(logic, portal.deps.actorOptions)
}

/**
 * The member's wallets, one per session, and the one owner of every balance: the header, the My wallet page,
 * the transfer dialog and the launcher read it.
 */
export const walletFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'wallet',
  lifetime: 'session',
  create: createWallet,
})
