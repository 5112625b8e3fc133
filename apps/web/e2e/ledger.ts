import type { DevSurface } from './support'

/** A deposit the back office approves through the simulator's dev surface: settled play in the member's ledger. */
export async function settledDeposit(sim: DevSurface, account: string, amount: string): Promise<void> {
  await sim.post('/ledger/deposit', { account, amount })
  const { pending } = await sim.value<{ pending: { id: string }[] }>(`/ledger/${account}`)
  await sim.post('/ledger/approve', { account, entryId: pending.at(-1)?.id })
}
