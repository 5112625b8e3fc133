import { createActor, fromCallback, fromPromise } from 'xstate'
import { allWalletBalances, merchantWallet } from '../../api/endpoints'
import { catalogueCacheKeys } from '../../catalogue/cache-keys'
import { cachedCall } from '../../catalogue/session-cache'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { followRealtime } from '../realtime/follow-realtime'
import { reactionTo } from '../realtime/realtime.reactions'
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

/** The signed-in member's wallets bound to the API and the real-time channel; the registry creates it. */
export function createWallet(portal: Portal) {
  const logic = walletMachine.provide({
    actors: {
      loadWallets: fromPromise(async ({ signal }): Promise<WalletBalances> => {
        const [single, answer] = await Promise.all([
          isSingleWallet(portal, signal),
          portal.deps.api.call(allWalletBalances, undefined, { signal }),
        ])
        return { single, main: answer.balance, wallets: single ? [] : answer.wallets }
      }),
      // Whatever moves the member's money elsewhere (a deposit approved, a bonus) comes as a real-time message;
      // a reconnection may have missed some, so every resync loads the wallets again too.
      followMoney: fromCallback<WalletEvent>(({ sendBack }) => {
        const refresh = () => sendBack({ type: 'wallet.refresh' })
        return followRealtime(portal, {
          resync: refresh,
          message: (message) => {
            if (reactionTo(message).refreshBalance) refresh()
          },
        })
      }),
    },
  })
  return createActor(logic, portal.deps.actorOptions)
}

/** The member's wallets, one per session: the My wallet page, the transfer dialog and the launcher share it. */
export const walletFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'wallet',
  lifetime: 'session',
  create: createWallet,
})
