import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'

async function signedIn(account: string) {
  const simulator = createSimulator({ now: () => Date.parse('2026-05-05T12:00:00Z') })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  return { simulator, client }
}

describe('contracts', () => {
  test('a pending offer shows in the consolidated view; sign, then terminate; wrong moves refused', async () => {
    const { client } = await signedIn('player002')
    expect(await client.call(endpoints.consolidatedFunds, {})).toMatchObject({
      divtypereq: 1,
      info: { divtypeinfo: 0 },
    })
    await client.call(endpoints.dividendContract, { action: 'sign' })
    expect(await client.call(endpoints.consolidatedFunds, {})).toMatchObject({
      divtypereq: 0,
      info: { divtypeinfo: 1 },
    })
    expect(await codeOf(client.call(endpoints.dividendContract, { action: 'reject' }))).toBe(
      'invalid_contract_action',
    )
    await client.call(endpoints.dividendContract, { action: 'terminate' })
    await client.call(endpoints.dailySalaryContract, { action: 'reject' })
    expect(await codeOf(client.call(endpoints.realTimeSalaryContract, { action: 'sign' }))).toBe(
      'no_contract',
    )
  })
})

describe('promotions and missions', () => {
  test('claim only once signed up and due, join once; raffle draws only with a ticket; trial accounts refused', async () => {
    const { client } = await signedIn('member01')
    expect(await codeOf(client.call(endpoints.requestPromotionReward, { promotionId: 'PR-DEP100' }))).toBe(
      'not_signed_up',
    )
    await client.call(endpoints.signUpPromotion, { promotionId: 'PR-DEP100' })
    // Signed up, nothing deposited yet: neither a second join nor a claim goes through.
    expect(await codeOf(client.call(endpoints.signUpPromotion, { promotionId: 'PR-DEP100' }))).toBe(
      'promotion_signedUp',
    )
    expect(await codeOf(client.call(endpoints.requestPromotionReward, { promotionId: 'PR-DEP100' }))).toBe(
      'promotion_signedUp',
    )
    expect(await codeOf(client.call(endpoints.signUpPromotion, { promotionId: 'PR-NONE' }))).toBe(
      'unknown_promotion',
    )

    const { tickets } = (await client.call(endpoints.raffleStatus, {})) as { tickets: number }
    for (let draw = 0; draw < tickets; draw += 1) await client.call(endpoints.claimRafflePromotion, {})
    expect(await codeOf(client.call(endpoints.claimRafflePromotion, {}))).toBe('no_tickets')
    const after = (await client.call(endpoints.raffleStatus, {})) as { tickets: number; draws: unknown[] }
    expect(after).toMatchObject({ tickets: 0 })
    expect(after.draws).toHaveLength(tickets)

    await signIn(client, 'trial01', 'Demo1234')
    expect(await codeOf(client.call(endpoints.signUpPromotion, { promotionId: 'PR-DEP100' }))).toBe(
      'trial_account',
    )
  })

  test('missions follow activity; the leaderboard is ranked and masked', async () => {
    const { client } = await signedIn('member01')
    const { missions } = (await client.call(endpoints.missionSummary, {})) as {
      missions: { missionId: string; progress: number }[]
    }
    expect(missions.find((mission) => mission.missionId === 'M-FAV')?.progress).toBe(2)
    const { list } = (await client.call(endpoints.missionLeaderboard, {})) as {
      list: { rank: number; account: string }[]
    }
    expect(list[0]).toMatchObject({ rank: 1, account: expect.stringContaining('***') })
  })
})

describe('PVP rooms', () => {
  test('PVP rooms come from the PVP games', async () => {
    const { client } = await signedIn('member01')
    const { list } = (await client.call(endpoints.pvpRooms, {})) as { list: { gameCode: string }[] }
    expect(list.length).toBeGreaterThan(0)
  })
})
