import { endpoints } from '@portal/core'
import { expect } from 'vitest'
import type { Simulator } from '../simulator'
import { signIn, type TestClient, testClient } from './client'
import { dev } from './dev'

/** A fresh account with 100 in the main wallet and no play yet, signed in. */
export async function freshMember(simulator: Simulator, account: string): Promise<TestClient> {
  await dev(simulator, '/accounts', { account, balance: 100 })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  return client
}

/** One round of the PG game the member launches, at `stake` (whole units): a valid bet in the ledger. */
export async function playOnce(simulator: Simulator, client: TestClient, stake: number): Promise<void> {
  const game = simulator.store.state.catalog.games.find((g) => g.vassalage === 'PG' && g.supportPlay === 1)
  const { url } = (await client.call(endpoints.launchGame, {
    vassalage: 'PG',
    gameCode: game?.gameCode,
  })) as {
    url: string
  }
  const response = await simulator.fetch(
    new Request(`${url}/bet`, { method: 'POST', body: JSON.stringify({ stake }) }),
  )
  expect(((await response.json()) as { success: boolean }).success).toBe(true)
}

/** A deposit of `amount` (decimal text) the back office approves: a settled deposit in the ledger. */
export async function settledDeposit(simulator: Simulator, account: string, amount: string): Promise<void> {
  await dev(simulator, '/ledger/deposit', { account, amount })
  const { pending } = (await dev(simulator, `/ledger/${account}`)) as { pending: { id: string }[] }
  await dev(simulator, '/ledger/approve', { account, entryId: pending.at(-1)?.id })
}
