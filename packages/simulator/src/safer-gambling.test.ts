import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { devSurfaceRequest } from './dev/same-origin'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const hour = 3_600_000

async function setup() {
  // A still clock: only the dev surface moves it, so the cooling-off counts exactly.
  const start = Date.parse('2026-03-01T08:00:00Z')
  const simulator = createSimulator({ now: () => start })
  const client = testClient(simulator)
  // A new account: member01's seeded history has deposits in the last day.
  await dev(simulator, '/accounts', { account: 'careful01', password: demoPassword })
  client.context.token = await signIn(client, 'careful01', demoPassword)
  const limit = async (kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month', amount: string | null) =>
    client.call(endpoints.setGamblingLimit, { kind, period, amount })
  const state = () => client.call(endpoints.saferGambling, undefined)
  const find = (value: Awaited<ReturnType<typeof state>>, kind: string, period: string) =>
    value.limits.find((one) => one.kind === kind && one.period === period)
  const deposit = (amount: number) =>
    simulator.fetch(devSurfaceRequest('/ledger/deposit', { account: 'careful01', amount }))
  return { simulator, client, limit, state, find, deposit }
}

describe('limits (issue 13)', () => {
  test('a first limit and a decrease apply at once; an increase waits 24 hours of simulated time', async () => {
    const { simulator, limit, state, find } = await setup()
    let value = await limit('deposit', 'day', '500')
    expect(find(value, 'deposit', 'day')).toMatchObject({ pending: null })
    expect(find(value, 'deposit', 'day')?.amount).toEqual({ minor: 50_000n, exponent: 2 })
    value = await limit('deposit', 'day', '300')
    expect(find(value, 'deposit', 'day')?.amount?.minor).toBe(30_000n)
    value = await limit('deposit', 'day', '1000')
    const raised = find(value, 'deposit', 'day')
    expect(raised?.amount?.minor).toBe(30_000n)
    expect(raised?.pending?.amount?.minor).toBe(100_000n)
    expect(raised?.pending?.remainingMs).toBe(24 * hour)
    await dev(simulator, '/clock', { advanceMs: 24 * hour - 1000 })
    expect(find(await state(), 'deposit', 'day')?.pending?.remainingMs).toBe(1000)
    await dev(simulator, '/clock', { advanceMs: 1000 })
    value = await state()
    expect(find(value, 'deposit', 'day')).toMatchObject({ pending: null })
    expect(find(value, 'deposit', 'day')?.amount?.minor).toBe(100_000n)
  })

  test('removing a limit waits too; a decrease meanwhile cancels the pending rise', async () => {
    const { limit, find } = await setup()
    await limit('loss', 'week', '200')
    let value = await limit('loss', 'week', null)
    expect(find(value, 'loss', 'week')?.pending).toMatchObject({ amount: null })
    value = await limit('loss', 'week', '150')
    expect(find(value, 'loss', 'week')).toMatchObject({ pending: null })
    expect(find(value, 'loss', 'week')?.amount?.minor).toBe(15_000n)
  })

  test('the dev surface refuses a deposit over a limit with deposit_limit_exceeded; the window rolls', async () => {
    const { simulator, limit, deposit } = await setup()
    await limit('deposit', 'day', '100')
    expect((await deposit(60)).status).toBe(200)
    const refused = (await (await deposit(50)).json()) as { success: boolean; code: string; value: unknown }
    expect(refused).toMatchObject({
      success: false,
      code: 'deposit_limit_exceeded',
      value: { period: 'day', limit: 100, remaining: 40 },
    })
    expect(((await (await deposit(40)).json()) as { success: boolean }).success).toBe(true)
    await dev(simulator, '/clock', { advanceMs: 24 * hour })
    expect(((await (await deposit(100)).json()) as { success: boolean }).success).toBe(true)
  })

  test('a weekly limit counts the whole week', async () => {
    const { simulator, limit, deposit } = await setup()
    await limit('deposit', 'week', '150')
    expect((await deposit(100)).status).toBe(200)
    await dev(simulator, '/clock', { advanceMs: 48 * hour })
    const answer = (await (await deposit(100)).json()) as { code: string; value: { period: string } }
    expect(answer).toMatchObject({ code: 'deposit_limit_exceeded', value: { period: 'week' } })
  })

  test('a zero or malformed amount is refused', async () => {
    const { limit } = await setup()
    expect((await apiError(limit('deposit', 'day', '0'))).code).toBe('field_invalid')
    expect((await apiError(limit('deposit', 'day', '1.234'))).kind).toBe('http')
  })
})

describe('time-out and self-exclusion (issue 13)', () => {
  test('a time-out ends the session at once and refuses sign-in with its end until the clock passes it', async () => {
    const { simulator, client } = await setup()
    const applied = await client.call(endpoints.excludeSelf, { kind: 'timeOut', days: 1 })
    expect(applied.kind).toBe('timeOut')
    expect((await apiError(client.call(endpoints.memberInfo, {}))).kind).toBe('unauthorized')
    const refused = await apiError(
      client.call(endpoints.login, { username: 'careful01', password: demoPassword, type: 'username' }),
    )
    expect(refused).toMatchObject({ code: 'timed_out', value: { until: applied.until } })
    await dev(simulator, '/clock', { advanceMs: 24 * hour })
    await expect(signIn(client, 'careful01', demoPassword)).resolves.toBeTruthy()
  })

  test('self-exclusion is refused under six months and answers self_excluded at sign-in', async () => {
    const { client } = await setup()
    expect(
      (await apiError(client.call(endpoints.excludeSelf, { kind: 'selfExclusion', days: 30 }))).code,
    ).toBe('exclusion_duration')
    expect((await apiError(client.call(endpoints.excludeSelf, { kind: 'timeOut', days: 43 }))).code).toBe(
      'exclusion_duration',
    )
    await client.call(endpoints.excludeSelf, { kind: 'selfExclusion', days: 183 })
    const refused = await apiError(
      client.call(endpoints.login, { username: 'careful01', password: demoPassword, type: 'username' }),
    )
    expect(refused.code).toBe('self_excluded')
  })
})

describe('reality check (issue 13)', () => {
  test('the interval is kept; the session result nets bets and payouts since a time', async () => {
    const { client } = await setup()
    const value = await client.call(endpoints.setRealityCheck, { minutes: 30 })
    expect(value.realityCheckMinutes).toBe(30)
    const result = await client.call(endpoints.sessionResult, { since: new Date().toISOString() })
    expect(result).toMatchObject({ bets: 0 })
    expect(result.net.minor).toBe(0n)
  })
})
