import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const claim = (code: string, idempotencyKey: string) => ({ code, idempotencyKey })

describe('promo codes', () => {
  test('a code credits the main wallet once, with its turnover; the platform refuses what it must', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/accounts', { account: 'promofresh1', balance: 500 })
    const client = testClient(simulator)
    await signIn(client, 'promofresh1', 'Demo1234')
    expect((await client.call(endpoints.promoCodes, undefined)).list).toEqual([])

    const claimed = await client.call(endpoints.claimPromoCode, claim(' welcome8 ', 'key-welcome-1'))
    expect(claimed.code).toBe('WELCOME8')
    expect(moneyToDecimal(claimed.amount)).toBe('8.00')
    expect(moneyToDecimal(claimed.turnover)).toBe('24.00')
    expect(moneyToDecimal(claimed.balance)).toBe('508.00')
    // The same key answers the same credit; a new key for the same code is refused.
    expect(await client.call(endpoints.claimPromoCode, claim(' welcome8 ', 'key-welcome-1'))).toEqual(claimed)
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('WELCOME8', 'key-welcome-2')))).toBe(
      'promo_code_used',
    )
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('NOSUCHCODE', 'key-unknown-1')))).toBe(
      'promo_code_unknown',
    )
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('SPRING2025', 'key-spring-1')))).toBe(
      'promo_code_expired',
    )
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('AGENTONLY', 'key-agent-1')))).toBe(
      'promo_code_not_eligible',
    )
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('LUCKY88', 'key-lucky-1')))).toBe(
      'promo_code_not_eligible',
    )
    const bonuses = simulator.store.state.ledgers
      .get('promofresh1')
      ?.entries.filter((entry) => entry.kind === 'bonus')
    expect(bonuses?.map((entry) => [entry.amount, entry.remarks])).toEqual([[800, 'Promo code WELCOME8']])
    const { list } = await client.call(endpoints.promoCodes, undefined)
    expect(list.map((one) => one.code)).toEqual(['WELCOME8'])
    // The turnover it asks holds a withdrawal back, as a deposit promotion's does.
    const settings = await client.call(endpoints.withdrawSettings, undefined)
    expect(moneyToDecimal(settings.turnoverRemaining)).toBe('24.00')
  })

  test('a code with a limit of members is used up once that many have claimed it', async () => {
    const simulator = createSimulator()
    const member = async (account: string) => {
      await dev(simulator, '/accounts', { account, balance: 0 })
      const client = testClient(simulator)
      await signIn(client, account, 'Demo1234')
      return client
    }
    for (const account of ['promocap1', 'promocap2']) {
      const claimed = await (await member(account)).call(
        endpoints.claimPromoCode,
        claim('FIRST2', `key-${account}`),
      )
      expect(moneyToDecimal(claimed.balance)).toBe('5.00')
    }
    const third = await member('promocap3')
    expect(await codeOf(third.call(endpoints.claimPromoCode, claim('FIRST2', 'key-promocap3')))).toBe(
      'promo_code_used_up',
    )
    expect(simulator.store.state.ledgers.get('promocap3')?.entries.filter((e) => e.kind === 'bonus')).toEqual(
      [],
    )
  })

  test('a key reused with another code is refused and credits nothing', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/accounts', { account: 'promokey1', balance: 0 })
    const client = testClient(simulator)
    await signIn(client, 'promokey1', 'Demo1234')
    await client.call(endpoints.claimPromoCode, claim('WELCOME8', 'key-shared-1'))
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('FIRST2', 'key-shared-1')))).toBe(
      'idempotency_conflict',
    )
    const { list } = await client.call(endpoints.promoCodes, undefined)
    expect(list.map((one) => one.code)).toEqual(['WELCOME8'])
  })

  test('a trial account cannot claim: demo money never becomes real', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/accounts', { account: 'promotrial1', balance: 500, type: 4 })
    const client = testClient(simulator)
    await signIn(client, 'promotrial1', 'Demo1234')
    expect(await codeOf(client.call(endpoints.claimPromoCode, claim('WELCOME8', 'key-trial-1')))).toBe(
      'in_need_true_account',
    )
  })
})
