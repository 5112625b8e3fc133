import { endpoints } from '@portal/core'
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

/**
 * Issue 32: a member who forgot the fund password resets it with an SMS code to the bound mobile, and verifies
 * the e-mail on file with a mailed code, in the security centre.
 */

const slow = { timeout: 45_000 }

const smsCodeOf = async (sim: DevSurface, mobile: string, purpose = 'bind') => {
  const sms = (await sim.value<Record<string, { code: string; purpose: string }>>('/sms-outbox'))[mobile]
  return sms?.purpose === purpose ? sms.code : ''
}

test('a forgotten fund password is reset with an SMS code to the bound mobile', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const account = await createAccount(sim, 'fres')
  const token = await signIn(baseURL ?? '', account)
  const api = apiClient(baseURL ?? '', token)
  const mobile = `93${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  await api.call(endpoints.bindMobileSms, { mobileNum: mobile, countryDialingCode: '84' })
  await api.call(endpoints.bindMobileVerify, {
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode: await smsCodeOf(sim, mobile),
  })
  await visitAs(page, { language: 'EN' })
  await withSession(page, token)
  await page.goto('/member/securityCenter')

  const form = page.getByRole('form', { name: 'Forgot the fund password?' })
  await expect(form).toContainText(`${mobile.slice(0, 2)}****${mobile.slice(-3)}`, slow)
  const number = form.getByRole('textbox', { name: 'Bound mobile number' })
  // Another number: the platform sends nothing and says why, in the member's language.
  await number.fill('912000111')
  await form.getByRole('button', { name: 'Send code' }).click()
  await expect(form.getByText('This is not the mobile number bound to your account')).toBeVisible()

  await number.fill(mobile)
  // The SMS button ignores a click within a second of a refusal (spec §9's throttle): try until one is sent.
  await expect(async () => {
    await form.getByRole('button', { name: 'Send code' }).click({ timeout: 1000 })
    await expect.poll(() => smsCodeOf(sim, mobile, 'fundReset'), { timeout: 1500 }).not.toBe('')
  }).toPass(slow)
  const code = await smsCodeOf(sim, mobile, 'fundReset')
  const wrong = code === '000000' ? '000001' : '000000'
  await form.getByRole('textbox', { name: 'SMS code' }).fill(wrong)
  await form.getByLabel('New fund password', { exact: true }).fill('864209')
  await form.getByLabel('Confirm new fund password', { exact: true }).fill('864209')
  await form.getByRole('button', { name: 'Reset fund password' }).click()
  await expect(form.getByText('The SMS code is incorrect: 4 attempts left')).toBeVisible()
  await expect(form.getByLabel('New fund password', { exact: true })).toHaveValue('864209')

  await form.getByRole('textbox', { name: 'SMS code' }).fill(code)
  await form.getByRole('button', { name: 'Reset fund password' }).click()
  await expect(form.getByRole('status')).toHaveText('Fund password reset. Use the new one from now on.')
  await expect(form.getByLabel('New fund password', { exact: true })).toHaveValue('')

  // The platform takes the new fund password where money may leave: a card added with it.
  const cards = await api.call(endpoints.addBankCard, {
    bankCode: 'CTBC',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: '864209',
  })
  expect(cards.cards).toHaveLength(1)
})

test('the e-mail on file is verified with a mailed code; the profile says so', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const account = await createAccount(sim, 'mchk')
  const token = await signIn(baseURL ?? '', account)
  await apiClient(baseURL ?? '', token).call(endpoints.updateMemberInfo, { email: `${account}@example.com` })
  await visitAs(page, { language: 'EN' })
  await withSession(page, token)
  await page.goto('/member/securityCenter')

  const panel = page.getByRole('region', { name: 'E-mail verification' })
  await expect(panel.getByTestId('email-status')).toHaveText('Not verified', slow)
  await panel.getByRole('button', { name: 'E-mail me a code' }).click()
  await expect(panel.getByText(/We e-mailed a code to/)).toBeVisible()
  const mails = await sim.value<{ account: string; code: string }[]>('/mail-outbox')
  const code = mails.findLast((mail) => mail.account === account)?.code ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await panel.getByRole('textbox', { name: 'E-mail code' }).fill(code)
  await panel.getByRole('button', { name: 'Verify e-mail' }).click()
  await expect(panel.getByTestId('email-status')).toHaveText('Verified')

  await page.goto('/member/profile')
  await expect(page.getByText('Verified', { exact: true })).toBeVisible(slow)
})
