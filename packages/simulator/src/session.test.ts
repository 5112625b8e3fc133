import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { refusalFor } from './handlers/session'
import { createSimulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const password = 'Demo1234'

describe('login', () => {
  test('a member signs in through the encrypted body and gets a token that opens auth calls', async () => {
    const client = testClient(createSimulator())
    const answer = await client.call(endpoints.login, { username: 'member01', password, type: 'username' })
    expect(answer).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      firstTimeLogin: false,
      passwordExpired: false,
      passwordChange: null,
    })
    client.context.token = answer.token
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ account: 'member01', type: 0 })
    expect((await client.call(endpoints.walletBalance, {})).balance.minor).toBeGreaterThan(0n)
  })

  test('a wrong password is refused as wrong_credentials', async () => {
    const client = testClient(createSimulator())
    const error = await apiError(
      client.call(endpoints.login, { username: 'member01', password: 'nope', type: 'username' }),
    )
    expect(error).toMatchObject({ kind: 'business', code: 'wrong_credentials' })
    expect(error.value).toBeUndefined()
  })

  test('after three failures the answer asks for a captcha, and then only the right captcha lets in', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const attempt = (extra: { password?: string; captcha?: string } = {}) =>
      client.call(endpoints.login, { username: 'member01', password: 'wrong', type: 'username', ...extra })
    await apiError(attempt())
    await apiError(attempt())
    expect(await apiError(attempt())).toMatchObject({ code: 'wrong_credentials', value: { captcha: true } })
    expect(await apiError(attempt({ password }))).toMatchObject({
      code: 'captcha_required',
      value: { captcha: true },
    })

    simulator.store.state.captchaAnswer = 'K7QM'
    expect(await apiError(attempt({ password, captcha: 'XXXX' }))).toMatchObject({ code: 'wrong_captcha' })
    simulator.store.state.captchaAnswer = 'K7QM'
    await expect(attempt({ password, captcha: 'k7qm' })).resolves.toHaveProperty('token')
    await expect(attempt({ password })).resolves.toHaveProperty('token')
  })

  test('flags the first login, an expired password and lets the default password in', async () => {
    const client = testClient(createSimulator())
    const login = (username: string, pass = password) =>
      client.call(endpoints.login, { username, password: pass, type: 'username' })
    expect(await login('newbie01')).toMatchObject({ firstTimeLogin: true })
    expect(await login('newbie01')).toMatchObject({ firstTimeLogin: false })
    expect(await login('expired01')).toMatchObject({ passwordExpired: true })
    expect(await login('default01', '{secret}')).toMatchObject({ firstTimeLogin: true })
  })

  test('an account made through the dev surface signs in like a seeded one, and its name is taken after', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const login = (username: string, pass = password) =>
      client.call(endpoints.login, { username, password: pass, type: 'username' })
    await dev(simulator, '/accounts', { account: 'pwexp01', passwordExpired: true })
    await dev(simulator, '/accounts', { account: 'pwdef01', defaultPassword: true })
    expect(await login('pwexp01')).toMatchObject({ passwordExpired: true, firstTimeLogin: false })
    await dev(simulator, '/accounts', { account: 'pwnew01', logins: 0 })
    expect(await login('pwnew01')).toMatchObject({ firstTimeLogin: true })
    await expect(login('pwdef01', '{secret}')).resolves.toHaveProperty('token')
    await expect(dev(simulator, '/accounts', { account: 'pwexp01' })).rejects.toThrow(/exists already/)
    await expect(dev(simulator, '/accounts', { account: 'X' })).rejects.toThrow(/4–16/)
  })

  test('refuses locked and non-member accounts, and non-agents on the agent side', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const login = (username: string) => client.call(endpoints.login, { username, password, type: 'username' })
    expect(await apiError(login('locked01'))).toMatchObject({ code: 'account_locked' })
    expect(await apiError(login('partner01'))).toMatchObject({ code: 'non_member' })
    const member = simulator.store.findMember('member01')
    const agent = simulator.store.findMember('agent01')
    if (!member || !agent) throw new Error('seed lost its demo accounts')
    expect(refusalFor(member, 'agent')?.code).toBe('non_agent')
    expect(refusalFor(agent, 'agent')).toBeNull()
  })

  test('auth calls need a known token: none, or an unknown one, is unauthorized (401)', async () => {
    const simulator = createSimulator()
    const anonymous = await simulator.fetch(new Request('http://sim.test/wps/member/info'))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ success: false, code: 'unauthorized' })

    const client = testClient(simulator)
    client.context.token = 'f'.repeat(32)
    expect(await apiError(client.call(endpoints.walletBalance, {}))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    })
  })

  test('logout revokes the token', async () => {
    const client = testClient(createSimulator())
    await signIn(client, 'agent01', password)
    await client.call(endpoints.logout, {})
    expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ kind: 'unauthorized' })
  })

  test('an encrypted call without its X-Encryption header is refused, not guessed at', async () => {
    const simulator = createSimulator()
    const response = await simulator.fetch(
      new Request('http://sim.test/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'member01', password, type: 'username' }),
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, code: 'bad_request' })
  })
})

describe('login side', () => {
  test('a plain member is refused at the agent login, an agent is let in', async () => {
    const client = testClient(createSimulator())
    const error = await apiError(
      client.call(endpoints.login, { username: 'member01', password, type: 'username', side: 'agent' }),
    )
    expect(error).toMatchObject({ kind: 'business', code: 'non_agent' })
    const agent = await client.call(endpoints.login, {
      username: 'agent01',
      password,
      type: 'username',
      side: 'agent',
    })
    expect(agent.token).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('second check from a new IP', () => {
  async function newIp() {
    const simulator = createSimulator()
    await dev(simulator, '/new-ip', { on: true })
    return { simulator, client: testClient(simulator) }
  }

  test('a correct password asks for a second factor the account has', async () => {
    const { client } = await newIp()
    const error = await apiError(
      client.call(endpoints.login, { username: 'mobile01', password, type: 'username' }),
    )
    expect(error).toMatchObject({ code: 'second_check_required', value: { methods: ['sms', 'email'] } })
  })

  test('the SMS code sent to the account mobile passes the check', async () => {
    const { simulator, client } = await newIp()
    await client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' })
    const outbox = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
    const code = outbox['912345678']?.code ?? ''
    const answer = await client.call(endpoints.login, {
      username: 'mobile01',
      password,
      type: 'username',
      secondCheck: { method: 'sms', value: code },
    })
    expect(answer.token).toMatch(/^[0-9a-f]{32}$/)
  })

  test('a wrong factor is refused and the check offered again', async () => {
    const { client } = await newIp()
    const error = await apiError(
      client.call(endpoints.login, {
        username: 'mobile01',
        password,
        type: 'username',
        secondCheck: { method: 'email', value: 'someone@else.test' },
      }),
    )
    expect(error).toMatchObject({ code: 'second_check_failed', value: { methods: ['sms', 'email'] } })
  })
})

test('a password login accepts the account mobile number as its name', async () => {
  const client = testClient(createSimulator())
  const answer = await client.call(endpoints.login, { username: '0912 345 678', password, type: 'username' })
  client.context.token = answer.token
  expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ account: 'mobile01' })
})
