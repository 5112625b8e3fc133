import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from './simulator'
import { apiError, testClient } from './testing/client'
import { dev } from './testing/dev'

// The platform's obligations on credentials (issue 31, docs/api.md "Platform obligations"): each rule a test
// over the simulator's HTTP handler, through the portal's own client.

const password = 'Demo1234'

describe('wrong passwords are counted per account, however the account is typed', () => {
  test('the mobile number typed three ways is one account: the third failure asks for the captcha', async () => {
    const client = testClient(createSimulator())
    // mobile01's number, 84 912345678: with a leading zero, with spaces, and in the international form.
    const typings = ['0912345678', '912 345 678', '+84 912 345 678']
    const answers = []
    for (const username of typings)
      answers.push(
        await apiError(client.call(endpoints.login, { username, password: 'Wrong999', type: 'username' })),
      )
    expect(answers.map((error) => error.code)).toEqual([
      'wrong_credentials',
      'wrong_credentials',
      'wrong_credentials',
    ])
    expect(answers[2]?.value).toMatchObject({ captcha: true })
    // The account name itself is the same account: the captcha is owed there too.
    expect(
      await apiError(client.call(endpoints.login, { username: 'MOBILE01', password, type: 'username' })),
    ).toMatchObject({ code: 'captcha_required' })
  })

  test('an unknown identifier is counted by its normalised form and answers as a known one does', async () => {
    const client = testClient(createSimulator())
    const typings = ['0987 654 321', '987654321', '0987-654-321']
    const codes = []
    for (const username of typings)
      codes.push(
        (await apiError(client.call(endpoints.login, { username, password: 'Wrong999', type: 'username' })))
          .value,
      )
    expect(codes).toEqual([undefined, undefined, { captcha: true }])
    expect(
      await apiError(client.call(endpoints.login, { username: '987654321', password, type: 'username' })),
    ).toMatchObject({ code: 'captcha_required' })
  })
})

describe('an SMS code allows five wrong attempts, then it is spent', () => {
  const mobile = { mobileNum: '912345678', countryDialingCode: '84' }
  const reset = (verificationCode: string) => ({ ...mobile, verificationCode, newPassword: 'Fresh5678' })

  test('a reset by SMS: four wrong codes say how many are left, the fifth spends the code, the right one then fails', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.smsCodeNoLogin, mobile)
    const { code } = await latestCode(simulator)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const attemptsLeft of [4, 3, 2, 1])
      expect(await apiError(client.call(endpoints.setPasswordByPhone, reset(wrong)))).toMatchObject({
        code: 'wrong_sms_code',
        value: { attemptsLeft },
      })
    expect(await apiError(client.call(endpoints.setPasswordByPhone, reset(wrong)))).toMatchObject({
      code: 'sms_code_spent',
    })
    expect(await apiError(client.call(endpoints.setPasswordByPhone, reset(code)))).toMatchObject({
      code: 'sms_code_spent',
    })
    // A new code may be asked for at once, and it works.
    await client.call(endpoints.smsCodeNoLogin, mobile)
    const fresh = await latestCode(simulator)
    await expect(client.call(endpoints.setPasswordByPhone, reset(fresh.code))).resolves.toBeNull()
  })

  test('the attempts are the code’s, whichever call tries it: SMS sign-in and reset share the count', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.smsCodeNoLogin, mobile)
    const { code } = await latestCode(simulator)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 0; attempt < 3; attempt += 1)
      await apiError(client.call(endpoints.setPasswordByPhone, reset(wrong)))
    await apiError(client.call(endpoints.login, { username: '912345678', password: wrong, type: 'sms' }))
    expect(
      await apiError(client.call(endpoints.login, { username: '912345678', password: wrong, type: 'sms' })),
    ).toMatchObject({ code: 'sms_code_spent' })
  })
})

async function latestCode(simulator: Simulator) {
  const outbox = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
  const sms = outbox['912345678']
  if (!sms) throw new Error('no SMS for 912345678')
  return sms
}

describe('forgot password by e-mail sends a reset code; the member sets the new password with it', () => {
  const request = { username: 'member01', email: 'member01@example.com' }
  const reset = (verificationCode: string) => ({
    username: 'member01',
    verificationCode,
    newPassword: 'Fresh5678',
  })

  test('asking changes nothing: the old password still signs in, the code is in the outbox, not a password', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.forgotPasswordEmail, request)
    const mail = await latestMail(simulator)
    expect(mail).toMatchObject({
      account: 'member01',
      to: 'member01@example.com',
      code: expect.stringMatching(/^\d{6}$/),
    })
    expect(mail).not.toHaveProperty('newPassword')
    await expect(
      client.call(endpoints.login, { username: 'member01', password, type: 'username' }),
    ).resolves.toHaveProperty('token')
  })

  test('the code sets the new password once, and every session of the member ends', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const other = testClient(simulator)
    other.context.token = (
      await other.call(endpoints.login, { username: 'member01', password, type: 'username' })
    ).token
    await client.call(endpoints.forgotPasswordEmail, request)
    const { code } = await latestMail(simulator)
    await expect(client.call(endpoints.setPasswordByEmail, reset(code))).resolves.toBeNull()
    expect(await apiError(other.call(endpoints.walletBalance, {}))).toMatchObject({
      code: 'password_changed',
    })
    await expect(
      client.call(endpoints.login, { username: 'member01', password: 'Fresh5678', type: 'username' }),
    ).resolves.toHaveProperty('token')
    expect(await apiError(client.call(endpoints.setPasswordByEmail, reset(code)))).toMatchObject({
      code: 'wrong_email_code',
    })
  })

  test('five wrong codes spend it: the attempts left, then email_code_spent, the right one refused too', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.forgotPasswordEmail, request)
    const { code } = await latestMail(simulator)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const attemptsLeft of [4, 3, 2, 1])
      expect(await apiError(client.call(endpoints.setPasswordByEmail, reset(wrong)))).toMatchObject({
        code: 'wrong_email_code',
        value: { attemptsLeft },
      })
    for (const typed of [wrong, code])
      expect(await apiError(client.call(endpoints.setPasswordByEmail, reset(typed)))).toMatchObject({
        code: 'email_code_spent',
      })
  })

  test('an unknown account or address is refused and nothing is sent', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    expect(
      await apiError(
        client.call(endpoints.forgotPasswordEmail, { ...request, email: 'someone@example.com' }),
      ),
    ).toMatchObject({ code: 'account_email_not_found' })
    expect(await dev(simulator, '/mail-outbox')).toEqual([])
  })
})

async function latestMail(simulator: Simulator) {
  const outbox = (await dev(simulator, '/mail-outbox')) as { account: string; code: string }[]
  const mail = outbox.at(-1)
  if (!mail) throw new Error('no mail')
  return mail
}

describe('a sign-in that needs the captcha and a second check', () => {
  /** member01 from a new address after three wrong passwords: the captcha is due, and the second check with it. */
  async function captchaAndSecondCheck() {
    const simulator = createSimulator()
    await dev(simulator, '/new-ip', { on: true })
    const client = testClient(simulator)
    for (let attempt = 0; attempt < 3; attempt += 1)
      await apiError(
        client.call(endpoints.login, { username: 'member01', password: 'Wrong999', type: 'username' }),
      )
    await client.call(endpoints.captcha, undefined)
    const { captchaAnswer: captcha } = (await dev(simulator, '/state')) as { captchaAnswer: string }
    return { client, attempt: { username: 'member01', password, type: 'username' as const, captcha } }
  }

  test('the captcha typed with the right password still holds when the second check is sent with it', async () => {
    const { client, attempt } = await captchaAndSecondCheck()
    expect(await apiError(client.call(endpoints.login, attempt))).toMatchObject({
      code: 'second_check_required',
      value: { methods: ['email'] },
    })
    const answer = await client.call(endpoints.login, {
      ...attempt,
      secondCheck: { method: 'email', value: 'member01@example.com' },
    })
    expect(answer).toHaveProperty('token')
  })

  test('a wrong second check spends the captcha: it is not a way to try again without one', async () => {
    const { client, attempt } = await captchaAndSecondCheck()
    await apiError(client.call(endpoints.login, attempt))
    expect(
      await apiError(
        client.call(endpoints.login, {
          ...attempt,
          secondCheck: { method: 'email', value: 'x@example.com' },
        }),
      ),
    ).toMatchObject({ code: 'second_check_failed' })
    expect(
      await apiError(
        client.call(endpoints.login, {
          ...attempt,
          secondCheck: { method: 'email', value: 'member01@example.com' },
        }),
      ),
    ).toMatchObject({ code: 'wrong_captcha' })
  })
})
