import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { resourceMachine } from '../../catalogue/resource.machine'
import { money } from '../../domain/money'
import { connectMissions } from './missions.connect'
import { leaderboardFrom, missionsFrom } from './missions.rules'

async function loaded(data: unknown) {
  const actor = createActor(
    resourceMachine.provide({ actors: { load: fromPromise(async (): Promise<unknown> => data) } }),
  ).start()
  return waitFor(actor, (s) => s.matches('loaded'))
}

async function failed() {
  const actor = createActor(
    resourceMachine.provide({
      actors: {
        load: fromPromise(async (): Promise<unknown> => {
          throw new Error('down')
        }),
      },
    }),
  ).start()
  return waitFor(actor, (s) => s.matches('failed'))
}

describe('mission answers (spec §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard)', () => {
  test('missions: ids required, numbers read from text, negative progress is none, rewards as money', () => {
    expect(
      missionsFrom({
        missions: [
          { missionId: 'M1', title: 'Sign in', progress: '3', target: 7, reward: 5.1 },
          { id: 9, progress: -1, target: '2' },
          { title: 'no id' },
        ],
      }),
    ).toEqual([
      { missionId: 'M1', title: 'Sign in', progress: 3, target: 7, reward: money(510n) },
      { missionId: '9', title: '9', progress: 0, target: 2, reward: money(0n) },
    ])
    expect(missionsFrom(null)).toEqual([])
  })

  test('leaderboard: by rank, the account as the server masked it, amount else score', () => {
    expect(
      leaderboardFrom({
        list: [
          { rank: 2, account: 'me***01', score: 120.5 },
          { rank: 1, account: 'vi***07', amount: '900' },
          { account: 'an***99' },
        ],
      }),
    ).toEqual([
      { rank: 1, account: 'vi***07', amount: money(90_000n) },
      { rank: 2, account: 'me***01', amount: money(12_050n) },
      { rank: 3, account: 'an***99', amount: money(0n) },
    ])
  })
})

describe('missions view', () => {
  test('before loading: both loading and empty', () => {
    expect(connectMissions(undefined, undefined)).toEqual({
      summary: {
        status: 'loading',
        missions: [],
        completed: 0,
        total: 0,
        rewardEarned: money(0n),
        rewardTotal: money(0n),
      },
      leaderboard: { status: 'loading', rows: [] },
    })
  })

  test('progress in percent, done missions and their rewards counted; each list keeps its own state', async () => {
    const view = connectMissions(
      await loaded([
        { missionId: 'A', title: 'A', progress: 7, target: 7, reward: money(10n) },
        { missionId: 'B', title: 'B', progress: 1, target: 3, reward: money(200n) },
        { missionId: 'C', title: 'C', progress: 0, target: 0, reward: money(20n) },
      ]),
      await failed(),
    )
    expect(view.summary.missions.map((m) => [m.percent, m.done])).toEqual([
      [100, true],
      [33, false],
      [100, true],
    ])
    // 0.10 + 0.20 is 0.30 exactly: money adds in minor units, never as binary fractions.
    expect(view.summary).toMatchObject({
      completed: 2,
      total: 3,
      rewardEarned: money(30n),
      rewardTotal: money(230n),
    })
    expect(view.leaderboard).toEqual({ status: 'failed', rows: [] })
  })
})
