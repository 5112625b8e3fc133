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
