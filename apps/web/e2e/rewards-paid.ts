import { endpoints } from '@portal/core'
import { settledDeposit } from './ledger'
import { apiClient, createAccount, type DevSurface, signIn } from './support'

/**
 * An account of the test's own with rewards paid (issue 32): PR-BET500 joined and not reached, PR-DEP100 joined,
 * reached by a deposit of 100.00 and claimed (10.00), then the promo code WELCOME8 (8.00). Answers its token.
 */
export async function accountWithRewards(sim: DevSurface, baseURL: string, prefix: string) {
  const account = await createAccount(sim, prefix, { balance: 50 })
  const token = await signIn(baseURL, account)
  const api = apiClient(baseURL, token)
  await api.call(endpoints.signUpPromotion, { promotionId: 'PR-BET500' })
  await api.call(endpoints.signUpPromotion, { promotionId: 'PR-DEP100' })
  await settledDeposit(sim, account, '100.00')
  await api.call(endpoints.requestPromotionReward, { promotionId: 'PR-DEP100' })
  await api.call(endpoints.claimPromoCode, { code: 'WELCOME8', idempotencyKey: `${prefix}-${account}` })
  return { account, token }
}
