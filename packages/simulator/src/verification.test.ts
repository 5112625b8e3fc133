import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const outbox = async (simulator: ReturnType<typeof createSimulator>) =>
  (await dev(simulator, '/sms-outbox')) as Record<string, { code: string; expiresAt: string }>

describe('SMS codes', () => {
  test('the login code goes to the outbox and signs the mobile member in once', async () => {
    let now = Date.parse('2026-03-01T12:00:00Z')
    const simulator = createSimulator({ now: () => now })
    const client = testClient(simulator)
    expect(
      await client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' }),
    ).toEqual({
      expiredMinutes: 1,
    })
    const sms = (await outbox(simulator))['912345678']
    expect(sms).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      expiresAt: '2026-03-01T12:01:00.000Z',
    })
    const code = sms?.code ?? ''

    expect(
      await codeOf(
        client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' }),
      ),
    ).toBe('too_many_requests')
    const login = () => client.call(endpoints.login, { username: '912345678', password: code, type: 'sms' })
    expect(await login()).toHaveProperty('token')
    expect(await codeOf(login())).toBe('wrong_sms_code')

    now += 61_000
    await expect(
      client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' }),
    ).resolves.toEqual({ expiredMinutes: 1 })
  })

  test('an expired code no longer signs in; unknown numbers get no code', async () => {
    let now = 0
    const simulator = createSimulator({ now: () => now })
    const client = testClient(simulator)
    await client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' })
    const code = (await outbox(simulator))['912345678']?.code ?? ''
    now = 60_001
    expect(
      await codeOf(client.call(endpoints.login, { username: '912345678', password: code, type: 'sms' })),
    ).toBe('wrong_sms_code')
    expect(
      await codeOf(
        client.call(endpoints.smsCodeNoLogin, { mobileNum: '900000000', countryDialingCode: '84' }),
      ),
    ).toBe('mobile_not_registered')
  })

  test('numbers match however they are typed: spaces and a leading zero do not matter', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.smsCodeNoLogin, { mobileNum: '0912 345 678', countryDialingCode: '84' })
    const code = (await outbox(simulator))['912345678']?.code ?? ''
    await expect(
      client.call(endpoints.login, { username: '0912345678', password: code, type: 'sms' }),
    ).resolves.toHaveProperty('token')
  })

  test('registration codes go to new numbers only', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await client.call(endpoints.smsCodeRegister, { mobileNo: '933333333', countryDialingCode: '84' })
    expect((await outbox(simulator))['933333333']).toMatchObject({ purpose: 'register' })
    expect(
      await codeOf(
        client.call(endpoints.smsCodeRegister, { mobileNo: '912345678', countryDialingCode: '84' }),
      ),
    ).toBe('mobile_taken')
  })
})

describe('captcha', () => {
  test('serves an SVG data URL whose answer the login then accepts', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    simulator.store.state.loginFailures.set('member01', 3)
    const image = await client.call(endpoints.captcha, {})
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(image.split(',')[1] ?? '')).toContain('<svg')
    const { captchaAnswer } = (await dev(simulator, '/state')) as { captchaAnswer: string }
    await expect(
      client.call(endpoints.login, {
        username: 'member01',
        password: 'Demo1234',
        captcha: captchaAnswer,
        type: 'username',
      }),
    ).resolves.toHaveProperty('token')
  })
})

describe('settings and member extras', () => {
  test('registration rules follow the dev surface', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    expect((await client.call(endpoints.registerSettings, {})).username).toMatchObject({
      enabled: true,
      required: true,
    })
    await dev(simulator, '/register-rules', { email: { required: true, min: 8 } })
    expect((await client.call(endpoints.registerRules, {})).email).toMatchObject({ required: true, min: 8 })
    await expect(dev(simulator, '/register-rules', { email: { min: 'eight' } })).rejects.toThrow(/email\.min/)
  })

  test('language, avatar, unread count and country codes', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    await client.call(endpoints.updateLanguage, { language: 'th' })
    expect(simulator.store.findMember('member01')?.language).toBe('TH')
    expect(await codeOf(client.call(endpoints.updateLanguage, { language: 'XX' }))).toBe(
      'unsupported_language',
    )
    expect(await client.call(endpoints.memberIcon, {})).toEqual({
      avatarUrl: 'http://sim.test/sim/art/avatar/member01.svg',
    })
    expect(await client.call(endpoints.unreadCount, {})).toBe(
      simulator.store.findMember('member01')?.unreadMessage,
    )
    expect(await client.call(endpoints.countryCodes, {})).toContainEqual({
      countryCode: 'VN',
      countryDialingCode: '84',
    })
  })

  test('free play opens a trial session while FREEPLAY3 is on', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const Encryption = await client.encryptor.encryptText([...'a1b2c3'].reverse().join(''))
    const { token } = await client.call(endpoints.freePlayLogin, { os: 'Linux', platform: 'W', Encryption })
    client.context.token = token
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ type: 4 })
    await dev(simulator, '/flags', { FREEPLAY3: false })
    expect(
      await codeOf(client.call(endpoints.freePlayLogin, { os: 'Linux', platform: 'W', Encryption })),
    ).toBe('feature_disabled')
  })
})
