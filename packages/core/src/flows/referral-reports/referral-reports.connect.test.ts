import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { resourceMachine } from '../../catalogue/resource.machine'
import { money } from '../../domain/money'
import type { ReferralReports } from './create-referral-reports'
import { connectReferralReports } from './referral-reports.connect'

const at = '2026-12-07T00:00:00.000Z'
const reports = (me: boolean, total: number): ReferralReports => ({
  ranking: {
    periodStart: at,
    periodEnd: at,
    ranking: [{ rank: 1, account: me ? 'member01' : 'luc***', invitees: 3, income: money(100n), me }],
    mine: me ? { rank: 1, invitees: 3, income: money(100n) } : { rank: 12, invitees: 1, income: money(0n) },
  },
  invites: {
    list: [{ account: 'fri***', registeredAt: at, status: 'registered', reward: money(0n) }],
    page: 1,
    size: 50,
    total,
  },
  claims: { list: [], paid: money(0n), waiting: 1 },
})

const loaded = async (answer: ReferralReports) => {
  const actor = createActor(
    resourceMachine.provide({
      actors: { load: fromPromise<unknown, { refresh: boolean }>(async () => answer) },
    }),
  ).start()
  return connectReferralReports(await waitFor(actor, (s) => s.matches('loaded')))
}

describe('referral reports view', () => {
  test('nothing loaded: nothing of the member shown, nothing more', () => {
    expect(connectReferralReports(undefined)).toMatchObject({
      status: 'loading',
      mineShown: false,
      moreInvites: 0,
    })
  })

  test.each([
    [true, 1, true, 0],
    [false, 1, false, 0],
    [false, 75, false, 74],
  ])('own line in the top ten %s, %i invitees: mineShown %s, %i more', async (me, total, mineShown, more) => {
    expect(await loaded(reports(me, total))).toMatchObject({ status: 'loaded', mineShown, moreInvites: more })
  })
})
