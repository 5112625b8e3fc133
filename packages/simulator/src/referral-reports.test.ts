import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'
import { freshMember } from './testing/play'

describe('referral reports', () => {
  test('member01’s invitees: the ranking of the last 30 days, the invitees page by page, the claim report', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')

    const ranking = await client.call(endpoints.referralRanking, undefined)
    expect(ranking.ranking.length).toBeLessThanOrEqual(10)
    expect(ranking.ranking.map((row) => row.rank)).toEqual(ranking.ranking.map((_, index) => index + 1))
    // friend01 registered 20 days ago, friend02 9, friend03 2: three invitees, two of them deposited.
    expect(ranking.mine).toEqual({ rank: 5, invitees: 3, income: moneyFromApi(100 + 50) })
    const mine = ranking.ranking.find((row) => row.me)
    expect(mine).toMatchObject({ account: 'member01', rank: 5 })
    expect(ranking.ranking.filter((row) => !row.me).every((row) => row.account.endsWith('***'))).toBe(true)
    expect(Date.parse(ranking.periodEnd) - Date.parse(ranking.periodStart)).toBe(30 * 86_400_000)

    const first = await client.call(endpoints.inviteList, { page: 1, size: 2 })
    expect(first).toMatchObject({ page: 1, size: 2, total: 3 })
    expect(first.list.map((row) => [row.account, row.status, row.reward])).toEqual([
      ['fri***', 'deposited', moneyFromApi(100)],
      ['fri***', 'registered', moneyFromApi(0)],
    ])
    const second = await client.call(endpoints.inviteList, { page: 2, size: 2 })
    expect(second.list.map((row) => row.reward)).toEqual([moneyFromApi(50)])
    await expect(client.call(endpoints.inviteList, { page: 1, size: 51 })).rejects.toMatchObject({
      kind: 'http',
    })

    const report = await client.call(endpoints.invitationClaimReport, undefined)
    expect(report.paid).toEqual(moneyFromApi(150))
    expect(report.waiting).toBe(1)
    expect(report.list.map((row) => [row.status, row.firstDeposit, row.amount])).toEqual([
      ['paid', moneyFromApi(1200), moneyFromApi(100)],
      ['waiting', null, moneyFromApi(0)],
      ['paid', moneyFromApi(500), moneyFromApi(50)],
    ])
    // The report and the page's income agree.
    expect(moneyFromApi((await client.call(endpoints.referralDetails, undefined)).totalIncome)).toEqual(
      report.paid,
    )
  })

  test('a member without invitees: no place in the ranking, empty lists; signed out, refused', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'noinvite1')
    const ranking = await client.call(endpoints.referralRanking, undefined)
    expect(ranking.mine).toBeNull()
    expect(ranking.ranking.some((row) => row.me)).toBe(false)
    expect((await client.call(endpoints.inviteList, { page: 1, size: 20 })).total).toBe(0)
    expect(await client.call(endpoints.invitationClaimReport, undefined)).toEqual({
      list: [],
      paid: moneyFromApi(0),
      waiting: 0,
    })
    await expect(testClient(simulator).call(endpoints.referralRanking, undefined)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
  })
})
