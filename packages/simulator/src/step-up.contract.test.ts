import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// The step-up the platform asks for before a change that lets money leave (issue 31, docs/api.md "Platform
// obligations"): each rule a test over the simulator's HTTP handler, through the portal's own client.

async function member(account: string, arrange: Record<string, unknown> = {}) {
  const simulator = createSimulator()
  await dev(simulator, '/accounts', { account, ...arrange })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  return { simulator, client }
}

describe('the first fund password needs the login password', () => {
  test('a wrong or missing login password is refused on its field and sets nothing; the right one sets it', async () => {
    const { client } = await member('stepup01', { fundPassword: false })
    const fundPassword = { newPassword: '246810', confirmNewPassword: '246810' }
    expect(
      await apiError(
        client.call(endpoints.setWithdrawPassword, { ...fundPassword, loginPassword: 'Wrong999' }),
      ),
    ).toMatchObject({ code: 'wrong_login_password', value: { field: 'loginPassword' } })
    expect(await client.call(endpoints.securityConfig, undefined)).toMatchObject({ hasFundPassword: false })
    await client.call(endpoints.setWithdrawPassword, { ...fundPassword, loginPassword: demoPassword })
    expect(await client.call(endpoints.securityConfig, undefined)).toMatchObject({ hasFundPassword: true })
  })

  test('a stolen session cannot guess the login password there: the sign-in counter counts it', async () => {
    const { simulator, client } = await member('stepup02', { fundPassword: false })
    const fundPassword = { newPassword: '246810', confirmNewPassword: '246810' }
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        await codeOf(
          client.call(endpoints.setWithdrawPassword, { ...fundPassword, loginPassword: 'Wrong999' }),
        ),
      ).toBe('wrong_login_password')
    expect(
      await codeOf(
        client.call(endpoints.setWithdrawPassword, { ...fundPassword, loginPassword: demoPassword }),
      ),
    ).toBe('login_password_locked')
    // Signing in again, with the captcha, is the way out.
    const fresh = testClient(simulator)
    expect(
      await codeOf(
        fresh.call(endpoints.login, { username: 'stepup02', password: demoPassword, type: 'username' }),
      ),
    ).toBe('captcha_required')
  })
})

const card = { bankCode: 'ESUN', cardNumber: '4111111111111111', realName: 'Chen Wei' }
const envelope = { total: '10.00', count: 3, split: 'random' as const, expiresInHours: 2 }

/** agent01, signed in on a world of its own. */
async function signedInAgent() {
  const agent = testClient(createSimulator())
  await signIn(agent, 'agent01', demoPassword)
  return agent
}

/** The envelope sent with this fund password, under this idempotency key. */
function sendEnvelope(agent: ReturnType<typeof testClient>, paymentPassword: string, idempotencyKey: string) {
  return agent.call(endpoints.sendRedEnvelope, { ...envelope, paymentPassword, idempotencyKey })
}

describe('a bank card and a red envelope need the fund password, on the one shared counter', () => {
  test('a card: a wrong fund password is refused on its field with the attempts left, and adds nothing', async () => {
    const { client } = await member('stepup03')
    expect(
      await apiError(client.call(endpoints.addBankCard, { ...card, paymentPassword: '000000' })),
    ).toMatchObject({
      code: 'wrong_fund_password',
      value: { field: 'paymentPassword', attemptsLeft: 4 },
    })
    expect((await client.call(endpoints.bankCards, undefined)).cards).toEqual([])
    const { cards } = await client.call(endpoints.addBankCard, { ...card, paymentPassword: '123456' })
    expect(cards).toHaveLength(1)
  })

  test('a card for a member without a fund password is refused fund_password_not_set', async () => {
    const { client } = await member('stepup04', { fundPassword: false })
    expect(await codeOf(client.call(endpoints.addBankCard, { ...card, paymentPassword: '123456' }))).toBe(
      'fund_password_not_set',
    )
  })

  test('an envelope: a wrong fund password sends nothing; the right one sends it', async () => {
    const agent = await signedInAgent()
    expect(await apiError(sendEnvelope(agent, '000000', 'envelope-step-1'))).toMatchObject({
      code: 'wrong_fund_password',
      value: { field: 'paymentPassword' },
    })
    expect((await agent.call(endpoints.sentRedEnvelopes, undefined)).content).toEqual([])
    await expect(sendEnvelope(agent, '123456', 'envelope-step-1')).resolves.toHaveProperty('id')
  })

  test('wrong ones through a card, an envelope and a change of the fund password lock them all together', async () => {
    const agent = await signedInAgent()
    const wrong = '000000'
    const codes = [
      await codeOf(agent.call(endpoints.addBankCard, { ...card, paymentPassword: wrong })),
      await codeOf(sendEnvelope(agent, wrong, 'envelope-lock-1')),
      await codeOf(agent.call(endpoints.addBankCard, { ...card, paymentPassword: wrong })),
      await codeOf(
        agent.call(endpoints.changeWithdrawPassword, {
          oldPassword: wrong,
          newPassword: '135790',
          confirmNewPassword: '135790',
        }),
      ),
      await codeOf(sendEnvelope(agent, wrong, 'envelope-lock-2')),
    ]
    expect(codes).toEqual([...Array(4).fill('wrong_fund_password'), 'fund_password_locked'])
    // Locked: the right one too, on a card and an envelope.
    expect(await codeOf(agent.call(endpoints.addBankCard, { ...card, paymentPassword: '123456' }))).toBe(
      'fund_password_locked',
    )
    expect(await codeOf(sendEnvelope(agent, '123456', 'envelope-lock-3'))).toBe('fund_password_locked')
  })
})
