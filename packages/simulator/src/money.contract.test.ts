import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'

/**
 * The platform's money rules (issue 31, docs/api.md "Platform obligations"), each stated once against the
 * simulator over HTTP with the core's own client: what an operator's back end must refuse, refused.
 */

const registration = { registerMethod: 'WEB' as const, password: 'Secret99', confirmPassword: 'Secret99' }

async function world() {
  const simulator = createSimulator()
  const as = async (account: string, password = demoPassword) => {
    const client = testClient(simulator)
    await signIn(client, account, password)
    return client
  }
  return { simulator, as }
}

async function register(simulator: Simulator, username: string, fields: Record<string, string> = {}) {
  const client = testClient(simulator)
  await client.call(endpoints.captcha, {})
  const { captchaAnswer } = (await dev(simulator, '/state')) as { captchaAnswer: string }
  const { token } = (await client.call(endpoints.registerMember, {
    ...registration,
    username,
    captcha: captchaAnswer,
    ...fields,
  })) as { token: string }
  client.context.token = token
  return client
}

async function freePlayer(simulator: Simulator): Promise<TestClient> {
  const client = testClient(simulator)
  const Encryption = await client.encryptor.encryptText('olleh')
  const { token } = await client.call(endpoints.freePlayLogin, { os: 'web', platform: 'W', Encryption })
  client.context.token = token
  return client
}

describe('a new account has no fund password until its member sets one', () => {
  test('registration, free play and an agent-opened account start without one', async () => {
    const { simulator, as } = await world()
    const registered = await register(simulator, 'fresh01')
    expect(await registered.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: false })
    expect(await registered.call(endpoints.withdrawSettings, {})).toMatchObject({ fundPasswordSet: false })

    const guest = await freePlayer(simulator)
    expect(await guest.call(endpoints.withdrawSettings, {})).toMatchObject({ fundPasswordSet: false })

    const agent = await as('agent01')
    await agent.call(endpoints.openAccount, {
      accountType: 'member',
      username: 'opened01',
      password: 'Secret99',
      confirmPassword: 'Secret99',
      idempotencyKey: 'open-opened01',
    })
    const opened = await as('opened01', 'Secret99')
    expect(await opened.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: false })
  })

  test('a withdrawal without one is refused fund_password_not_set; the one typed at registration is kept', async () => {
    const { simulator } = await world()
    const fresh = await register(simulator, 'fresh02')
    const withdrawal = { amount: '50', cardId: 'C1', paymentPassword: '123456', idempotencyKey: 'wd-fresh02' }
    expect(await codeOf(fresh.call(endpoints.withdraw, withdrawal))).toBe('fund_password_not_set')

    const chosen = await register(simulator, 'fresh03', { paymentPassword: '246810' })
    expect(await chosen.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: true })
    expect(await codeOf(chosen.call(endpoints.changeWithdrawPassword, changeFrom('123456', '135790')))).toBe(
      'wrong_fund_password',
    )
    await chosen.call(endpoints.changeWithdrawPassword, changeFrom('246810', '135790'))
  })
})

const changeFrom = (oldPassword: string, newPassword: string) => ({
  oldPassword,
  newPassword,
  confirmNewPassword: newPassword,
})

describe("a trial or free-play account's money never moves", () => {
  const everyMovement = [
    ['submitDeposit', { channelId: 'BANK01', amount: '100', idempotencyKey: 'deposit-trial-0001' }],
    ['addBankCard', { bankCode: 'ESUN', cardNumber: '4111111111111111', realName: 'Chen Wei' }],
    ['withdraw', { amount: '50', cardId: 'C1', paymentPassword: '123456', idempotencyKey: 'withdraw-trial' }],
    ['walletTransfer', { from: 'main', to: 'PG', amount: '10', requestId: 'transfer-trial-1' }],
    ['walletReturn', { customerId: 1, requestId: 'return-trial-1' }],
    ['rebateDisburse', { requestId: 'rebate-trial-1' }],
    [
      'agentTransfer',
      { to: 'agent01', amount: '10', paymentPassword: '123456', idempotencyKey: 'agent-trial' },
    ],
    [
      'sendRedEnvelope',
      { total: '10', count: 2, split: 'equal', expiresInHours: 24, idempotencyKey: 'red-trial' },
    ],
    ['redeemPointReward', { rewardId: 'R-CASH10', quantity: 1, paymentPassword: '123456' }],
    ['convertPoint', { amount: '10', paymentPassword: '123456', idempotencyKey: 'convert-trial' }],
  ] as const

  for (const who of ['trial01', 'a free-play guest'] as const)
    test(`${who}: every money movement is refused in_need_true_account, and nothing moves`, async () => {
      const { simulator, as } = await world()
      const client = who === 'trial01' ? await as('trial01') : await freePlayer(simulator)
      const before = await client.call(endpoints.allWalletBalances, {})
      const refused = []
      for (const [name, request] of everyMovement)
        refused.push([name, await codeOf(client.call(endpoints[name], request as never))])
      expect(refused).toEqual(everyMovement.map(([name]) => [name, 'in_need_true_account']))
      expect(await client.call(endpoints.allWalletBalances, {})).toEqual(before)
    })

  test('an account the back office made free-play is refused though its client still sees a member', async () => {
    const { simulator, as } = await world()
    const client = await as('member01')
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ type: 0 })
    await dev(simulator, '/free-play', { account: 'member01' })
    const withdrawal = {
      amount: '50',
      cardId: 'C1',
      paymentPassword: '123456',
      idempotencyKey: 'wd-member01',
    }
    expect(await codeOf(client.call(endpoints.withdraw, withdrawal))).toBe('in_need_true_account')
  })
})
