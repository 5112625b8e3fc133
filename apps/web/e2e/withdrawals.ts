import { endpoints } from '@portal/core'
import { apiClient, createAccount, type DevSurface, signIn } from './support'

/** Three withdrawals of an account of the test's own to its one card; answers their ledger entries' ids. */
export async function threeWithdrawals(sim: DevSurface, baseURL: string, prefix: string) {
  const account = await createAccount(sim, prefix, { balance: 500 })
  const token = await signIn(baseURL, account)
  const client = apiClient(baseURL, token)
  const { cards } = await client.call(endpoints.addBankCard, {
    bankCode: 'ESUN',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: '123456',
  })
  for (const [n, amount] of ['20', '30.50', '40'].entries())
    await client.call(endpoints.withdraw, {
      amount,
      cardId: cards[0]?.id ?? '',
      paymentPassword: '123456',
      idempotencyKey: `${account}-report-${n}`,
    })
  const { orders } = await sim.value<{ orders: { withdrawalEntryId: string }[] }>(`/withdraw/${account}`)
  const entries = orders.map((order) => order.withdrawalEntryId)
  return { account, token, entries }
}
