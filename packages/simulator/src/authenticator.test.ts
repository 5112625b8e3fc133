import { endpoints, headerNames } from '@portal/core'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// The authenticator app (issue 32, docs/api.md "Platform obligations"): real TOTP codes (RFC 6238), computed
// here by the same library an app would use, against the simulator's HTTP handler on a clock the test moves.

const start = Date.UTC(2026, 11, 7, 6, 0, 0)

async function member(account: string) {
  let now = start
  const simulator = createSimulator({ now: () => now })
  await dev(simulator, '/accounts', { account })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  const tick = (seconds: number) => {
    now += seconds * 1000
  }
  return { simulator, client, tick, now: () => now }
}

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  })

const signInWith = (client: ReturnType<typeof testClient>, account: string, code?: string) =>
  client.call(endpoints.login, {
    username: account,
    password: demoPassword,
    type: 'username',
    ...(code ? { secondCheck: { method: 'authenticator' as const, value: code } } : {}),
  })

describe('binding an authenticator', () => {
  test('a secret issued is not in force until a code from it is verified; then every sign-in asks for one', async () => {
    const { simulator, client, now } = await member('totp01')
    expect(await client.call(endpoints.authenticatorStatus, undefined)).toEqual({ enabled: false })
    const issued = await client.call(endpoints.bindAuthenticator, undefined)
    expect(issued).toMatchObject({ account: 'totp01', algorithm: 'SHA1', digits: 6, period: 30 })
    expect(issued.secret).toMatch(/^[A-Z2-7]{32}$/)
    // Not yet in force: a sign-in asks for nothing.
    expect(await signInWith(testClient(simulator), 'totp01')).toHaveProperty('token')

    const wrong = (Number(codeAt(issued.secret, now())) + 1) % 1_000_000
    expect(
      await apiError(
        client.call(endpoints.verifyAuthenticator, {
          purpose: 'enable',
          code: String(wrong).padStart(6, '0'),
        }),
      ),
    ).toMatchObject({ code: 'wrong_authenticator_code', value: { field: 'code' } })
    await client.call(endpoints.verifyAuthenticator, {
      purpose: 'enable',
      code: codeAt(issued.secret, now()),
    })
    expect(await client.call(endpoints.authenticatorStatus, undefined)).toEqual({ enabled: true })
    expect(await client.call(endpoints.securityConfig, undefined)).toMatchObject({ authenticator: true })
    expect(await codeOf(client.call(endpoints.bindAuthenticator, undefined))).toBe('authenticator_on')

    const visitor = testClient(simulator)
    expect(await apiError(signInWith(visitor, 'totp01'))).toMatchObject({
      code: 'second_check_required',
      value: { methods: ['authenticator'] },
    })
  })

  test('a code is good once, a step either side of now; older, newer or replayed codes are refused', async () => {
    const { simulator, client, tick, now } = await member('totp02')
    const { secret } = await client.call(endpoints.bindAuthenticator, undefined)
    const enableCode = codeAt(secret, now())
    await client.call(endpoints.verifyAuthenticator, { purpose: 'enable', code: enableCode })

    const visitor = testClient(simulator)
    // The same code again, in the same step: a replay.
    expect(await apiError(signInWith(visitor, 'totp02', enableCode))).toMatchObject({
      code: 'authenticator_code_used',
      value: { methods: ['authenticator'] },
    })
    // Two steps away either side: too old, too new.
    expect(await codeOf(signInWith(visitor, 'totp02', codeAt(secret, now() - 60_000)))).toBe(
      'second_check_failed',
    )
    tick(30)
    // The next step's code, typed as it turns (the window of one step): taken.
    expect(await signInWith(visitor, 'totp02', codeAt(secret, now() + 30_000))).toHaveProperty('token')
  })

  test('wrong codes count as failed sign-ins: the captcha comes, and the centre refuses codes until then', async () => {
    const { simulator, client, now, tick } = await member('totp03')
    const { secret } = await client.call(endpoints.bindAuthenticator, undefined)
    await client.call(endpoints.verifyAuthenticator, { purpose: 'enable', code: codeAt(secret, now()) })
    tick(30)

    const visitor = testClient(simulator)
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await codeOf(signInWith(visitor, 'totp03', '000000'))).toBe('second_check_failed')
    expect(await codeOf(signInWith(visitor, 'totp03', codeAt(secret, now())))).toBe('captcha_required')
    // The session that bound it cannot guess either, nor turn it off with the right code.
    expect(
      await codeOf(
        client.call(endpoints.verifyAuthenticator, { purpose: 'disable', code: codeAt(secret, now()) }),
      ),
    ).toBe('authenticator_locked')
  })

  test('turning it off takes a code from the app; then sign-ins ask for none', async () => {
    const { simulator, client, now, tick } = await member('totp04')
    expect(
      await codeOf(client.call(endpoints.verifyAuthenticator, { purpose: 'enable', code: '123456' })),
    ).toBe('authenticator_not_bound')
    const { secret } = await client.call(endpoints.bindAuthenticator, undefined)
    await client.call(endpoints.verifyAuthenticator, { purpose: 'enable', code: codeAt(secret, now()) })
    tick(30)
    // Without a code (the client's checks skipped): refused as invalid, and it stays on.
    const bare = await simulator.fetch(
      new Request(`http://sim.test${endpoints.verifyAuthenticator.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [headerNames.token]: client.context.token ?? '' },
        body: JSON.stringify({ purpose: 'disable' }),
      }),
    )
    expect(bare.status).toBe(400)
    expect(await client.call(endpoints.authenticatorStatus, undefined)).toEqual({ enabled: true })
    await client.call(endpoints.verifyAuthenticator, { purpose: 'disable', code: codeAt(secret, now()) })
    expect(await client.call(endpoints.authenticatorStatus, undefined)).toEqual({ enabled: false })
    expect(
      await codeOf(client.call(endpoints.verifyAuthenticator, { purpose: 'disable', code: '123456' })),
    ).toBe('authenticator_off')
    expect(await signInWith(testClient(simulator), 'totp04')).toHaveProperty('token')
  })

  test('an SMS sign-in is asked for the code before its SMS code is spent, and sends the same SMS code again', async () => {
    let now = start
    const simulator = createSimulator({ now: () => now })
    const client = testClient(simulator)
    await signIn(client, 'mobile01', demoPassword)
    const { secret } = await client.call(endpoints.bindAuthenticator, undefined)
    await client.call(endpoints.verifyAuthenticator, { purpose: 'enable', code: codeAt(secret, now) })
    now += 30_000

    const visitor = testClient(simulator)
    await visitor.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' })
    const outbox = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
    const sms = { username: '912345678', password: outbox['912345678']?.code ?? '', type: 'sms' as const }
    expect(await apiError(visitor.call(endpoints.login, sms))).toMatchObject({
      code: 'second_check_required',
      value: { methods: ['authenticator'] },
    })
    const answered = await visitor.call(endpoints.login, {
      ...sms,
      secondCheck: { method: 'authenticator', value: codeAt(secret, now) },
    })
    expect(answered).toHaveProperty('token')
  })
})
