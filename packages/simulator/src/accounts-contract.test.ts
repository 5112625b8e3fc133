import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { apiError, testClient } from './testing/client'
import { dev } from './testing/dev'

// The platform's obligations on accounts (issue 31, docs/api.md "Platform rules"): each rule a test over the
// simulator's HTTP handler, through the portal's own client.

const password = 'Demo1234'

async function signedIn(account: string, typed: string, arrange: Record<string, unknown> = {}) {
  const simulator = createSimulator()
  await dev(simulator, '/accounts', { account, ...arrange })
  const client = testClient(simulator)
  const answer = await client.call(endpoints.login, { username: account, password: typed, type: 'username' })
  client.context.token = answer.token
  return { simulator, client, answer }
}

describe('a forced password change is decided by the platform', () => {
  test('the default password gives a token limited to the change: other calls answer password_change_required', async () => {
    const { client, answer } = await signedIn('forced01', '{secret}', { defaultPassword: true })
    expect(answer.passwordChange).toBe('default')
    for (const call of [
      client.call(endpoints.walletBalance, {}),
      client.call(endpoints.unreadCount, {}),
      client.call(endpoints.loginSessions, {}),
    ])
      expect(await apiError(call)).toMatchObject({
        kind: 'business',
        code: 'password_change_required',
        value: { reason: 'default' },
      })
    // Who the token belongs to, and that the change is owed, is all it may read.
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({
      account: 'forced01',
      passwordChange: 'default',
    })
  })

  test('an expired password is limited while PWDEXPFORCECHANGE3 is on, and not when it is off', async () => {
    const forced = await signedIn('expired02', password, { passwordExpired: true })
    expect(forced.answer).toMatchObject({ passwordExpired: true, passwordChange: 'expired' })
    expect(await apiError(forced.client.call(endpoints.walletBalance, {}))).toMatchObject({
      code: 'password_change_required',
      value: { reason: 'expired' },
    })

    const simulator = createSimulator()
    await dev(simulator, '/flags', { PWDEXPFORCECHANGE3: false })
    await dev(simulator, '/accounts', { account: 'expired03', passwordExpired: true })
    const client = testClient(simulator)
    const answer = await client.call(endpoints.login, { username: 'expired03', password, type: 'username' })
    expect(answer).toMatchObject({ passwordExpired: true, passwordChange: null })
    client.context.token = answer.token
    await expect(client.call(endpoints.walletBalance, {})).resolves.toHaveProperty('balance')
  })

  test('a limited token may sign out', async () => {
    const { client } = await signedIn('forced04', '{secret}', { defaultPassword: true })
    await client.call(endpoints.logout, {})
    expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ kind: 'unauthorized' })
  })

  test('changing the password lifts the limit on the same token', async () => {
    const { client } = await signedIn('forced05', '{secret}', { defaultPassword: true })
    await client.call(endpoints.changePassword, {
      oldPassword: '{secret}',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    })
    await expect(client.call(endpoints.walletBalance, {})).resolves.toHaveProperty('balance')
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ passwordChange: null })
  })

  test('a limited token is nobody on the calls open to visitors, and the real-time channel refuses it', async () => {
    const { simulator, client, answer } = await signedIn('forced06', '{secret}', { defaultPassword: true })
    await expect(client.call(endpoints.systemStatus, {})).resolves.toBeDefined()
    const frames: string[] = []
    const connection = simulator.realtime.accept({
      send: (text) => frames.push(text),
      close: () => undefined,
    })
    connection.receive(`CONNECT\naccept-version:1.2\nmerchant:sim\ntoken:${answer.token}\n\n\0`)
    expect(frames.join('')).toMatch(/^ERROR\n[\s\S]*message:password_change_required/)
  })
})
