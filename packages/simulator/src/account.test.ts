import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; value?: unknown }> {
  const error = await apiError(promise)
  return { code: error.code, value: error.value }
}

function setup() {
  const simulator = createSimulator()
  const client = testClient(simulator)
  /** Serves a captcha and reads its answer, as a player would read the picture. */
  const captcha = async () => {
    await client.call(endpoints.captcha, {})
    return ((await dev(simulator, '/state')) as { captchaAnswer: string }).captchaAnswer
  }
  return { simulator, client, captcha }
}

const form = { registerMethod: 'WEB' as const, password: 'Secret99', confirmPassword: 'Secret99' }

describe('registration by username', () => {
  test('registers, signs in at once, and the new account logs in later', async () => {
    const { client, captcha } = setup()
    const answer = (await client.call(endpoints.registerMember, {
      ...form,
      username: 'newplayer',
      affiliateCode: 'ag2024',
      captcha: await captcha(),
    })) as { token: string }
    client.context.token = answer.token
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ account: 'newplayer', type: 0 })
    await expect(
      client.call(endpoints.login, { username: 'newplayer', password: 'Secret99', type: 'username' }),
    ).resolves.toMatchObject({ firstTimeLogin: false })
  })

  test("an agent's invitation code puts the new member in that agent's team; no code, no team", async () => {
    const { client, captcha } = setup()
    const join = async (username: string, code?: string) => {
      client.context.token = null
      const fields = code === undefined ? {} : { affiliateCode: code }
      await client.call(endpoints.registerMember, { ...form, username, captcha: await captcha(), ...fields })
    }
    await join('invited01', ' ag2024 ')
    await join('walkin01')
    await signIn(client, 'agent01', demoPassword)
    const found = async (account: string) =>
      (await client.call(endpoints.teamDownlines, { account, level: 1 })).content.map((row) => row.account)
    expect(await found('invited01')).toEqual(['invited01'])
    expect(await found('walkin01')).toEqual([])
  })

  test('refuses by the rules: taken name, bad pattern, mismatch, bad invitation code, wrong captcha', async () => {
    const { client, captcha } = setup()
    const attempt = async (fields: object) =>
      refusal(
        client.call(endpoints.registerMember, {
          ...form,
          username: 'newplayer',
          captcha: await captcha(),
          ...fields,
        }),
      )
    expect(await attempt({ username: 'member01' })).toMatchObject({ code: 'username_taken' })
    expect(await attempt({ username: '9lives' })).toMatchObject({
      code: 'field_invalid',
      value: { field: 'username', patternId: 1, min: 6, max: 12 },
    })
    expect(await attempt({ confirmPassword: 'Other999' })).toMatchObject({ code: 'password_mismatch' })
    expect(await attempt({ affiliateCode: 'NOPE' })).toMatchObject({ code: 'invalid_affiliate_code' })
    expect(await attempt({ captcha: 'QQQQ' })).toMatchObject({ code: 'wrong_captcha' })
    expect(
      await refusal(client.call(endpoints.affiliateCheck, { code: 'NOPE', domain: 'sim' })),
    ).toMatchObject({
      code: 'invalid_affiliate_code',
    })
  })

  test('a rule made required on the dev surface is enforced', async () => {
    const { simulator, client, captcha } = setup()
    await dev(simulator, '/register-rules', { email: { required: true } })
    expect(
      await refusal(
        client.call(endpoints.registerMember, { ...form, username: 'newplayer', captcha: await captcha() }),
      ),
    ).toMatchObject({ code: 'field_required', value: { field: 'email' } })
  })
})

describe('registration by mobile', () => {
  test('needs the registration SMS code; the number becomes the username', async () => {
    const { simulator, client, captcha } = setup()
    const mobile = { mobileNum: '987654321', countryDialingCode: '84' }
    expect(
      await refusal(
        client.call(endpoints.registerMobile, {
          ...form,
          ...mobile,
          verificationCode: '000000',
          captcha: await captcha(),
        }),
      ),
    ).toMatchObject({ code: 'wrong_sms_code' })
    await client.call(endpoints.smsCodeRegister, { mobileNo: mobile.mobileNum, countryDialingCode: '84' })
    const sms = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
    await client.call(endpoints.registerMobile, {
      ...form,
      ...mobile,
      verificationCode: sms[mobile.mobileNum]?.code ?? '',
      captcha: await captcha(),
    })
    expect(simulator.store.findMember('987654321')).toMatchObject({
      mobileNum: '987654321',
      countryDialingCode: '84',
    })
  })
})

describe('passwords', () => {
  test('change password: old one checked, new one must follow the rule, expiry cleared', async () => {
    const { simulator, client } = setup()
    await signIn(client, 'expired01', 'Demo1234')
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      client.call(endpoints.changePassword, { oldPassword, newPassword, confirmNewPassword })
    expect(await refusal(change('wrong', 'Fresh123'))).toMatchObject({ code: 'wrong_old_password' })
    expect(await refusal(change('Demo1234', 'short'))).toMatchObject({ code: 'field_invalid' })
    expect(await refusal(change('Demo1234', 'Fresh123', 'Fresh124'))).toMatchObject({
      code: 'password_mismatch',
    })
    await change('Demo1234', 'Fresh123')
    expect(simulator.store.findMember('expired01')).toMatchObject({
      password: 'Fresh123',
      passwordExpired: false,
    })
  })

  test('reset by phone with the SMS code, then sign in with the new password', async () => {
    const { simulator, client } = setup()
    await client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' })
    const sms = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
    await client.call(endpoints.setPasswordByPhone, {
      mobileNum: '912345678',
      verificationCode: sms['912345678']?.code ?? '',
      newPassword: 'Phone123',
    })
    await expect(signIn(client, 'mobile01', 'Phone123')).resolves.toMatch(/^[0-9a-f]{32}$/)
  })

  test('forgot password by e-mail (a form post) mails a reset code that sets a new password', async () => {
    const { simulator, client } = setup()
    expect(
      await refusal(
        client.call(endpoints.forgotPasswordEmail, { username: 'member01', email: 'someone@example.com' }),
      ),
    ).toMatchObject({ code: 'account_email_not_found' })
    await client.call(endpoints.forgotPasswordEmail, { username: 'member01', email: 'member01@example.com' })
    const [mail] = (await dev(simulator, '/mail-outbox')) as { account: string; code: string }[]
    expect(mail?.account).toBe('member01')
    await client.call(endpoints.setPasswordByEmail, {
      username: 'member01',
      verificationCode: mail?.code ?? '',
      newPassword: 'Fresh5678',
    })
    await expect(signIn(client, 'member01', 'Fresh5678')).resolves.toBeTruthy()
  })
})
