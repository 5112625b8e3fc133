import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
import {
  apiClient,
  createAccount,
  type DevSurface,
  expect,
  signIn,
  test,
  visitAs,
  withSession,
} from './support'

// The tests of a worker share its simulator: these tests change passwords only of accounts no other spec signs
// in with by password (mobile01 by e-mail), or of accounts they make themselves.

const smsCodeOf = async (sim: DevSurface, mobile: string) =>
  (await sim.value<Record<string, { code: string }>>('/sms-outbox'))[mobile]?.code ?? ''

/** A fresh account registered by mobile (its account name is the number), through the API. */
async function registerByMobile(sim: DevSurface, baseURL: string, mobile: string, password: string) {
  const api = apiClient(baseURL)
  await api.call(endpoints.smsCodeRegister, { mobileNo: mobile, countryDialingCode: '84' })
  const verificationCode = await smsCodeOf(sim, mobile)
  // The worker's simulator is this test's alone while it runs: the captcha answer it gives is the one expected.
  await api.call(endpoints.captcha, undefined)
  const { captchaAnswer } = await sim.value<{ captchaAnswer: string }>('/state')
  await api.call(endpoints.registerMobile, {
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode,
    password,
    confirmPassword: password,
    captcha: captchaAnswer,
    domain: 'portal.test',
    registerMethod: 'WEB',
  })
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
}

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'))

test.describe('password flows', () => {
  test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

  test('forgot password by e-mail: a code arrives in the mailbox, sets a new password and signs in', async ({
    sim,
    page,
  }) => {
    await page.goto('/forgotPassword')
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
    await page.getByRole('tab', { name: 'E-mail' }).click()
    await page.getByRole('textbox', { name: 'Username' }).fill('mobile01')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mobile01@example.com')
    await page.getByRole('button', { name: 'E-mail me a code' }).click()
    await expect(page.getByText(/We e-mailed a code to/)).toBeVisible()

    const outbox = await sim.value<{ account: string; code: string }[]>('/mail-outbox')
    const mail = outbox.findLast((message) => message.account === 'mobile01')
    expect(mail?.code).toMatch(/^\d{6}$/)
    await page.getByRole('textbox', { name: 'E-mail code' }).fill(mail?.code ?? '')
    await page.getByLabel('New password', { exact: true }).fill('Mailed123')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => token(page)).toBeTruthy()
  })

  test('forgot password by mobile: SMS code from the outbox, a new password, and signed in', async ({
    page,
    sim,
    baseURL,
  }) => {
    // A number of its own per run, so reruns against a running server do not meet the last run's account.
    const mobile = `93${String(Date.now()).slice(-7)}`
    await registerByMobile(sim, baseURL ?? '', mobile, 'Start123')
    await page.goto('/forgotPassword')
    await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
    await page.getByRole('textbox', { name: 'SMS code' }).fill(await smsCodeOf(sim, mobile))
    await page.getByLabel('New password', { exact: true }).fill('Fresh5678')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => token(page)).toBeTruthy()
    expect(await signIn(baseURL ?? '', mobile, 'Fresh5678')).toBeTruthy()
  })

  const forced = [
    { why: 'an expired password', fields: { passwordExpired: true }, password: 'Demo1234' },
    { why: 'the default password', fields: { defaultPassword: true }, password: '{secret}' },
  ] as const
  for (const { why, fields, password } of forced) {
    test(`a forced change for ${why}: no old password asked, then home signed in with the new one`, async ({
      page,
      sim,
      baseURL,
    }) => {
      const account = await createAccount(sim, 'forced', fields)
      await logIn(page, account, password)
      await expect(page).toHaveURL(/\/changePassword$/)
      await expect(page.getByText(/choose a new password before you continue/)).toBeVisible()
      await expect(page.getByLabel('Current password')).toHaveCount(0)
      await page.getByLabel('New password', { exact: true }).fill('Fresh5678')
      await page.getByLabel('Confirm new password', { exact: true }).fill('Other5678')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
        'The two entries do not match.',
      )
      await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh5678')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
        'Your password has been changed.',
      )
      await expect.poll(() => token(page)).toBeTruthy()
      expect(await signIn(baseURL ?? '', account, 'Fresh5678')).toBeTruthy()
    })
  }
})

const pages = [
  { path: '/forgotPassword', heading: 'Forgot password', ready: 'Send code', account: null },
  { path: '/changePassword', heading: 'Change password', ready: 'Change password', account: 'member01' },
] as const

for (const theme of ['dark', 'light'] as const) {
  for (const { path, heading, ready, account } of pages) {
    test(`${path} has no serious accessibility violations (${theme})`, async ({ page, baseURL }) => {
      await visitAs(page, { language: 'EN', theme })
      if (account) await withSession(page, await signIn(baseURL ?? '', account))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('button', { name: ready })).toBeVisible()
      expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
    })
  }
}
