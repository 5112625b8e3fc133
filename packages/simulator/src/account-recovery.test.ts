import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator, type Simulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// Account recovery (issue 32, docs/api.md "Platform obligations"): a forgotten fund password reset with an SMS
// code to the bound mobile, and the e-mail on file verified with a mailed code, over the simulator's handler.

async function member(simulator: Simulator, account: string) {
  await dev(simulator, '/accounts', { account, fundPassword: true })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  return client
}

const smsCode = async (simulator: Simulator, mobile: string) =>
  ((await dev(simulator, '/sms-outbox')) as Record<string, { code: string; purpose: string }>)[mobile]

const mailCode = async (simulator: Simulator, account: string) =>
  ((await dev(simulator, '/mail-outbox')) as { account: string; code: string; purpose: string }[]).findLast(
    (mail) => mail.account === account,
  )

/** A member with a bound mobile, bound as a member binds one. */
async function withMobile(simulator: Simulator, account: string, mobile: string) {
  const client = await member(simulator, account)
  await client.call(endpoints.bindMobileSms, { mobileNum: mobile, countryDialingCode: '84' })
  const verificationCode = (await smsCode(simulator, mobile))?.code ?? ''
  await client.call(endpoints.bindMobileVerify, {
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode,
  })
  return client
}

const reset = (verificationCode: string, newPassword = '246813') => ({
  verificationCode,
  newPassword,
  confirmNewPassword: newPassword,
})

describe('fund password reset by SMS', () => {
  test('the code goes to the bound mobile; the new fund password works and ends a lock-out', async () => {
    const simulator = createSimulator()
    const client = await withMobile(simulator, 'reset01', '933000111')
    const card = { bankCode: 'CTBC', cardNumber: '4111111111111111', realName: 'Chen Wei' }
    // Five wrong fund passwords lock it.
    for (let attempt = 0; attempt < 5; attempt += 1)
      await apiError(client.call(endpoints.addBankCard, { ...card, paymentPassword: '000000' }))
    expect(await codeOf(client.call(endpoints.addBankCard, { ...card, paymentPassword: '123456' }))).toBe(
      'fund_password_locked',
    )

    expect(await client.call(endpoints.fundPasswordResetSms, { mobileNum: '0933 000 111' })).toMatchObject({
      expiredMinutes: expect.any(Number),
    })
    const sms = await smsCode(simulator, '933000111')
    expect(sms?.purpose).toBe('fundReset')
    await client.call(endpoints.resetFundPassword, reset(sms?.code ?? ''))
    const cards = await client.call(endpoints.addBankCard, { ...card, paymentPassword: '246813' })
    expect(cards.cards).toHaveLength(1)
    // The code is single use.
    expect(await codeOf(client.call(endpoints.resetFundPassword, reset(sms?.code ?? '')))).toBe(
      'wrong_sms_code',
    )
  })

  test('refused: no bound mobile, another number, a wrong code (counted), the login password, a mismatch', async () => {
    const simulator = createSimulator()
    const unbound = await member(simulator, 'reset02')
    expect(await codeOf(unbound.call(endpoints.fundPasswordResetSms, { mobileNum: '933000222' }))).toBe(
      'mobile_not_bound',
    )
    expect(await codeOf(unbound.call(endpoints.resetFundPassword, reset('123456')))).toBe('mobile_not_bound')

    const client = await withMobile(simulator, 'reset03', '933000333')
    expect(
      await apiError(client.call(endpoints.fundPasswordResetSms, { mobileNum: '933000999' })),
    ).toMatchObject({
      code: 'mobile_mismatch',
      value: { field: 'mobileNum' },
    })
    await client.call(endpoints.fundPasswordResetSms, { mobileNum: '933000333' })
    expect(await codeOf(client.call(endpoints.fundPasswordResetSms, { mobileNum: '933000333' }))).toBe(
      'too_many_requests',
    )
    const code = (await smsCode(simulator, '933000333'))?.code ?? ''
    const wrongCode = code === '000000' ? '000001' : '000000'
    expect(await apiError(client.call(endpoints.resetFundPassword, reset(wrongCode)))).toMatchObject({
      code: 'wrong_sms_code',
      value: { field: 'verificationCode', attemptsLeft: 4 },
    })
    // The login password is no fund password (a dev account's is the demo password: make it six digits).
    const sameAsLogin = testClient(simulator)
    await dev(simulator, '/accounts', { account: 'reset04', password: '135792', fundPassword: true })
    await signIn(sameAsLogin, 'reset04', '135792')
    await sameAsLogin.call(endpoints.bindMobileSms, { mobileNum: '933000444', countryDialingCode: '84' })
    await sameAsLogin.call(endpoints.bindMobileVerify, {
      mobileNum: '933000444',
      countryDialingCode: '84',
      verificationCode: (await smsCode(simulator, '933000444'))?.code ?? '',
    })
    await sameAsLogin.call(endpoints.fundPasswordResetSms, { mobileNum: '933000444' })
    const own = (await smsCode(simulator, '933000444'))?.code ?? ''
    expect(await apiError(sameAsLogin.call(endpoints.resetFundPassword, reset(own, '135792')))).toMatchObject(
      {
        code: 'same_as_login_password',
        value: { field: 'newPassword' },
      },
    )
    expect(
      await apiError(
        client.call(endpoints.resetFundPassword, { ...reset(code), confirmNewPassword: '999999' }),
      ),
    ).toMatchObject({ code: 'field_invalid', value: { field: 'confirmNewPassword' } })
  })
})

describe('verified e-mail', () => {
  test('a mailed code verifies the address on file; a changed address is unverified again', async () => {
    const simulator = createSimulator()
    const client = await member(simulator, 'mail01')
    expect(await codeOf(client.call(endpoints.sendEmailVerification, undefined))).toBe('email_not_set')
    await client.call(endpoints.updateMemberInfo, { email: 'mail01@example.com' })
    expect((await client.call(endpoints.securityConfig, undefined)).emailVerified).toBe(false)
    const sent = await client.call(endpoints.sendEmailVerification, undefined)
    expect(sent).toEqual({ expiredMinutes: 10, email: 'ma****@example.com' })
    expect(await codeOf(client.call(endpoints.sendEmailVerification, undefined))).toBe('too_many_requests')
    const mail = await mailCode(simulator, 'mail01')
    expect(mail?.purpose).toBe('verify')
    const wrongCode = mail?.code === '000000' ? '000001' : '000000'
    expect(await apiError(client.call(endpoints.verifyEmail, { verificationCode: wrongCode }))).toMatchObject(
      {
        code: 'wrong_email_code',
        value: { field: 'verificationCode', attemptsLeft: 4 },
      },
    )
    await client.call(endpoints.verifyEmail, { verificationCode: mail?.code ?? '' })
    expect((await client.call(endpoints.securityConfig, undefined)).emailVerified).toBe(true)
    expect((await client.call(endpoints.memberInfoV2, undefined)).emailVerified).toBe(true)
    expect(await codeOf(client.call(endpoints.sendEmailVerification, undefined))).toBe('email_verified')

    await client.call(endpoints.updateMemberInfo, { email: 'new.address@example.com' })
    expect((await client.call(endpoints.memberInfoV2, undefined)).emailVerified).toBe(false)
  })

  test('refused: a code mailed to the old address after it changed; no address on file', async () => {
    const simulator = createSimulator()
    const client = await member(simulator, 'mail02')
    await client.call(endpoints.updateMemberInfo, { email: 'mail02@example.com' })
    await client.call(endpoints.sendEmailVerification, undefined)
    const old = await mailCode(simulator, 'mail02')
    await client.call(endpoints.updateMemberInfo, { email: 'other@example.com' })
    expect(await codeOf(client.call(endpoints.verifyEmail, { verificationCode: old?.code ?? '' }))).toBe(
      'wrong_email_code',
    )
    await client.call(endpoints.updateMemberInfo, { email: '' })
    expect(await codeOf(client.call(endpoints.sendEmailVerification, undefined))).toBe('email_not_set')
    expect(await codeOf(client.call(endpoints.verifyEmail, { verificationCode: '123456' }))).toBe(
      'email_not_set',
    )
  })
})
