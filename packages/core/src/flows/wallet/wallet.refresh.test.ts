import { expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { money } from '../../domain/money'
import { walletMachine } from './wallet.machine'
import type { WalletBalances } from './wallet.types'

/**
 * A refresh asked while a load is on its way (`money.moved` during the resync) starts the load again, so the
 * answer shows the change the event announced, not the balances from before it. (The session's balance region
 * had this test until the wallet became the one owner of the balances.)
 */
test('a refresh during a load restarts it and keeps the later answer', async () => {
  const answers = [10, 20]
  let calls = 0
  const actor = createActor(
    walletMachine.provide({
      actors: {
        loadWallets: fromPromise(async (): Promise<WalletBalances> => {
          calls += 1
          const call = calls
          const main = await new Promise<number>((resolve) =>
            setTimeout(() => resolve(answers[call - 1] ?? -1), call === 1 ? 30 : 0),
          )
          return { single: true, main: money(BigInt(main * 100)), currencySymbol: '$', wallets: [] }
        }),
        followMoney: fromCallback(() => undefined),
      },
    }),
  )
  actor.start()
  actor.send({ type: 'wallet.refresh' })
  await waitFor(actor, (s) => s.matches('ready'))
  expect(calls).toBe(2)
  expect(actor.getSnapshot().context.balances?.main).toEqual(money(2000n))
  // The first answer, arriving later, changed nothing.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(actor.getSnapshot().context.balances?.main).toEqual(money(2000n))
  actor.stop()
})
