import { endpoints } from '@portal/core'
import type { Simulator } from '../simulator'
import { signIn, type TestClient, testClient } from './client'
import { dev } from './dev'

/**
 * A signed-in member without a fund password sets 654321 and adds a card of Chen Wei: what a withdrawal needs.
 * Answers the card's id.
 */
export async function withCard(client: TestClient): Promise<string> {
  await client.call(endpoints.setWithdrawPassword, {
    newPassword: '654321',
    confirmNewPassword: '654321',
    loginPassword: 'Demo1234',
  })
  const { cards } = await client.call(endpoints.addBankCard, {
    bankCode: 'ESUN',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: '654321',
  })
  return cards[0]?.id ?? ''
}

/**
 * A member with `balance` who asks a withdrawal of `amount` to a new card: the withdrawal a member-to-member
 * deposit pays. Answers the member's client and the order.
 */
export async function withdrawingMember(
  simulator: Simulator,
  account: string,
  { balance, amount }: { balance: number; amount: string },
) {
  await dev(simulator, '/accounts', { account, password: 'Demo1234', balance, fundPassword: false })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  const order = await client.call(endpoints.withdraw, {
    amount,
    cardId: await withCard(client),
    paymentPassword: '654321',
    idempotencyKey: `withdraw-${account}-0001`,
  })
  return { client, order }
}
