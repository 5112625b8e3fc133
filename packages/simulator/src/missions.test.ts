import { endpoints, type Money, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'
import { freshMember, playOnce } from './testing/play'

const minor = (money: Money) => money.minor
const statusOf = async (client: TestClient, id: string) =>
  (await client.call(endpoints.missionMilestones, undefined)).milestones.find((m) => m.milestoneId === id)

describe('mission milestones', () => {
  test('progress comes from play; a reached milestone pays once through the ledger; the rules are translated', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'mission1')
    const start = await client.call(endpoints.missionMilestones, undefined)
    expect(start.milestones.map((m) => [m.milestoneId, m.status, minor(m.progress)])).toEqual([
      ['TURNOVER-50', 'inProgress', 0n],
      ['TURNOVER-500', 'inProgress', 0n],
      ['TURNOVER-5000', 'inProgress', 0n],
      ['DEPOSIT-100', 'inProgress', 0n],
      ['DEPOSIT-1000', 'inProgress', 0n],
    ])
    expect(
      await codeOf(
        client.call(endpoints.claimMissionRewards, { milestoneId: 'TURNOVER-50', requestId: 'k-not-yet-1' }),
      ),
    ).toBe('milestone_not_reached')

    await playOnce(simulator, client, 50)
    expect(await statusOf(client, 'TURNOVER-50')).toMatchObject({
      status: 'reached',
      progress: moneyFromApi(50),
    })
    expect((await statusOf(client, 'TURNOVER-500'))?.progress.minor).toBe(5_000n)

    const ledger = () => simulator.store.state.ledgers.get('mission1')?.entries ?? []
    const before = ledger().length
    const paid = await client.call(endpoints.claimMissionRewards, {
      milestoneId: 'TURNOVER-50',
      requestId: 'claim-key-1',
    })
    expect(paid).toMatchObject({ milestoneId: 'TURNOVER-50', amount: moneyFromApi(1) })
    expect(ledger().slice(before)).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: 100, reference: paid.reference }),
    ])
    // The same key answers the same payment; a new key is a second claim, refused; the key for another
    // milestone is a conflict.
    expect(
      await client.call(endpoints.claimMissionRewards, {
        milestoneId: 'TURNOVER-50',
        requestId: 'claim-key-1',
      }),
    ).toEqual(paid)
    expect(
      await codeOf(
        client.call(endpoints.claimMissionRewards, { milestoneId: 'TURNOVER-50', requestId: 'claim-key-2' }),
      ),
    ).toBe('milestone_claimed')
    expect(
      await codeOf(
        client.call(endpoints.claimMissionRewards, { milestoneId: 'DEPOSIT-100', requestId: 'claim-key-1' }),
      ),
    ).toBe('idempotency_conflict')
    expect(
      await codeOf(
        client.call(endpoints.claimMissionRewards, { milestoneId: 'NOPE', requestId: 'claim-key-3' }),
      ),
    ).toBe('unknown_milestone')
    expect(ledger().length).toBe(before + 1)
    expect(await statusOf(client, 'TURNOVER-50')).toMatchObject({ status: 'claimed' })

    client.context.language = 'AR'
    const { rules } = await client.call(endpoints.missionRules, undefined)
    expect(rules[1]).toBe('تُستلم مكافأة كل مرحلة مرة واحدة فقط، في المحفظة الرئيسية.')
  })

  test('a settled deposit counts, a pending one does not; trial accounts never claim', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'mission2')
    await dev(simulator, '/ledger/deposit', { account: 'mission2', amount: '100.00' })
    expect(await statusOf(client, 'DEPOSIT-100')).toMatchObject({ status: 'inProgress' })
    const { pending } = (await dev(simulator, '/ledger/mission2')) as { pending: { id: string }[] }
    await dev(simulator, '/ledger/approve', { account: 'mission2', entryId: pending[0]?.id })
    expect(await statusOf(client, 'DEPOSIT-100')).toMatchObject({ status: 'reached' })

    const trial = testClient(simulator)
    await signIn(trial, 'trial01', 'Demo1234')
    expect(
      await codeOf(
        trial.call(endpoints.claimMissionRewards, { milestoneId: 'DEPOSIT-100', requestId: 'trial-key-1' }),
      ),
    ).toBe('in_need_true_account')
  })
})
