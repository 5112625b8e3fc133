import { type ApiClient, endpoints } from '@portal/core'
import type { DevSurface } from './support'

/** A deposit the back office approves through the simulator's dev surface: settled play in the member's ledger. */
export async function settledDeposit(sim: DevSurface, account: string, amount: string): Promise<void> {
  await sim.post('/ledger/deposit', { account, amount })
  const { pending } = await sim.value<{ pending: { id: string }[] }>(`/ledger/${account}`)
  await sim.post('/ledger/approve', { account, entryId: pending.at(-1)?.id })
}

/** A withdrawal asked through the API to a new card, with the fund password every dev-surface account has. */
export async function askedWithdrawal(api: ApiClient, amount: string, idempotencyKey: string) {
  const { cards } = await api.call(endpoints.addBankCard, {
    bankCode: 'VCB',
    cardNumber: '5500005555555559',
    realName: 'Chen Wei',
    paymentPassword: '123456',
  })
  return api.call(endpoints.withdraw, {
    amount,
    cardId: cards[0]?.id ?? '',
    paymentPassword: '123456',
    idempotencyKey,
  })
}
