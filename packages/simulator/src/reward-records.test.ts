import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf } from './testing/client'
import { dev } from './testing/dev'
import { freshMember, playOnce, settledDeposit } from './testing/play'

const page = (page: number, size: number) => ({ page, size })

describe('reward records', () => {
  test('the claim list holds the promotions joined, newest first, paged, with what each paid from the ledger', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'claims01')
    expect(await client.call(endpoints.promotionClaimList, page(1, 10))).toMatchObject({
      list: [],
      total: 0,
      paidTotal: moneyFromApi(0),
    })
    await client.call(endpoints.signUpPromotion, { promotionId: 'PR-DEP100' })
    await dev(simulator, '/clock', { advanceMs: 1000 })
    await client.call(endpoints.signUpPromotion, { promotionId: 'PR-BET500' })
    await settledDeposit(simulator, 'claims01', '100.00')
    await client.call(endpoints.requestPromotionReward, { promotionId: 'PR-DEP100' })

    const first = await client.call(endpoints.promotionClaimList, page(1, 1))
    expect(first).toMatchObject({ page: 1, size: 1, total: 2, paidTotal: moneyFromApi(10) })
    expect(first.list).toEqual([
      expect.objectContaining({
        promotionId: 'PR-BET500',
        status: 'signedUp',
        paid: moneyFromApi(0),
        paidAt: null,
      }),
    ])
    const second = await client.call(endpoints.promotionClaimList, page(2, 1))
    expect(second.list).toEqual([
      expect.objectContaining({
        promotionId: 'PR-DEP100',
        kind: 'deposit',
        status: 'claimed',
        bonus: moneyFromApi(10),
        paid: moneyFromApi(10),
      }),
    ])
    expect(second.list[0]?.paidAt).not.toBeNull()
    expect((await client.call(endpoints.promotionClaimList, page(3, 1))).list).toEqual([])
  })

  test("a promotion's reward names the ledger entry it paid; an unknown promotion is refused", async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'claims02')
    expect(await client.call(endpoints.promoReward, { promotionId: 'PR-BET500' })).toMatchObject({
      status: 'join',
      target: moneyFromApi(500),
      progress: moneyFromApi(0),
      paid: moneyFromApi(0),
      reference: null,
    })
    await client.call(endpoints.signUpPromotion, { promotionId: 'PR-BET500' })
    await dev(simulator, '/ledger/bonus', { account: 'claims02', amount: '500.00' })
    for (let round = 0; round < 6; round += 1) await playOnce(simulator, client, 50)
    expect(await client.call(endpoints.promoReward, { promotionId: 'PR-BET500' })).toMatchObject({
      status: 'inProgress',
      progress: moneyFromApi(300),
      reference: null,
    })
    for (let round = 0; round < 4; round += 1) await playOnce(simulator, client, 50)
    const reward = await client.call(endpoints.promoReward, { promotionId: 'PR-BET500' })
    expect(reward).toMatchObject({ status: 'paid', progress: moneyFromApi(500), paid: moneyFromApi(8) })
    const ledger = simulator.store.state.ledgers.get('claims02')?.entries ?? []
    expect(ledger.find((entry) => entry.reference === reward.reference)).toMatchObject({
      kind: 'bonus',
      amount: 800,
      remarks: 'Promotion PR-BET500',
    })
    expect(await codeOf(client.call(endpoints.promoReward, { promotionId: 'PR-NONE' }))).toBe(
      'unknown_promotion',
    )
  })

  test('the recent rewards are the ten newest bonus entries of the ledger, each with where it came from', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'claims03')
    expect((await client.call(endpoints.recentRewards, undefined)).list).toEqual([])
    await client.call(endpoints.claimPromoCode, { code: 'WELCOME8', idempotencyKey: 'recent-code-1' })
    await dev(simulator, '/clock', { advanceMs: 1000 })
    await client.call(endpoints.claimRegisterPromotion, { requestId: 'recent-register-1' })
    await dev(simulator, '/clock', { advanceMs: 1000 })
    await dev(simulator, '/ledger/bonus', { account: 'claims03', amount: '3.00' })
    const { list } = await client.call(endpoints.recentRewards, undefined)
    expect(list.map((reward) => [reward.source, reward.amount])).toEqual([
      ['other', moneyFromApi(3)],
      ['memberPromotion', moneyFromApi(8.88)],
      ['promoCode', moneyFromApi(8)],
    ])
    const ledger = simulator.store.state.ledgers.get('claims03')?.entries ?? []
    for (const reward of list)
      expect(ledger.find((entry) => entry.reference === reward.reference)?.kind).toBe('bonus')

    for (let index = 0; index < 10; index += 1)
      await dev(simulator, '/ledger/bonus', { account: 'claims03', amount: '1.00' })
    const after = await client.call(endpoints.recentRewards, undefined)
    expect(after.list).toHaveLength(10)
    expect(after.list.every((reward) => reward.amount.minor === 100n)).toBe(true)
  })
})
