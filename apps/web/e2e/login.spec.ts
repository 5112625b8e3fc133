import type { Page } from '@playwright/test'
import { expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

async function signInForm(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

const agree = (page: Page) => page.getByRole('checkbox', { name: /18 or older/ }).check()
const submit = (page: Page) => page.getByRole('button', { name: 'Log in' }).click()

test('a member signs in by username and lands home, signed in', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await signInForm(page, 'member01', 'Demo1234')
  await agree(page)
  await submit(page)
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})

test('the form says what is missing, beside each field', async ({ page }) => {
  await page.goto('/login')
  await submit(page)
  const username = page.getByRole('textbox', { name: 'Username' })
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(username).toHaveAccessibleDescription('Please fill in this field.')
  await expect(username).toBeFocused()
  await expect(page.getByRole('checkbox', { name: /18 or older/ })).toHaveAccessibleDescription(
    'Please confirm you are 18 or older and accept the terms.',
  )
})

test('a wrong password shows the warning dialog and keeps what was typed', async ({ page }) => {
  await page.goto('/login')
  await signInForm(page, 'expired01', 'not-the-password')
  await agree(page)
  await submit(page)
  const dialog = page.getByRole('dialog', { name: 'Account or password incorrect' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText('Account or password incorrect')
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('expired01')
  await expect(page).toHaveURL(/\/login$/)
})

test('three wrong passwords bring the captcha, and its answer lets the member in', async ({ page, sim }) => {
  await page.goto('/login')
  await agree(page)
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signInForm(page, 'newbie01', `wrong-${attempt}`)
    await submit(page)
    const dialog = page.getByRole('dialog', { name: 'Account or password incorrect' })
    await dialog.getByRole('button', { name: 'Confirm' }).click()
  }
  await expect(page.getByRole('img', { name: 'Characters to type' })).toBeVisible()
  const { captchaAnswer } = await sim.value<{ captchaAnswer: string }>('/state')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('textbox', { name: 'Captcha', exact: true }).fill(captchaAnswer)
  await submit(page)
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})

test('a member signs in by mobile number with the SMS code', async ({ page, sim }) => {
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mobile number' }).click()
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('84')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('912345678')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  const outbox = await sim.value<Record<string, { code: string }>>('/sms-outbox')
  const code = outbox['912345678']?.code ?? ''
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  )
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code)
  await agree(page)
  await submit(page)
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})

test('the default password leads to /changePassword with the old password in memory only', async ({
  page,
}) => {
  await page.goto('/login')
  await signInForm(page, 'default01', '{secret}')
  await agree(page)
  await submit(page)
  await expect(page).toHaveURL(/\/changePassword$/)
  // The form knows the old password (the session holds it in memory), so it does not ask for it…
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  // …and nothing the browser keeps or shows has it.
  const kept = await page.evaluate(() =>
    JSON.stringify({
      history: history.state,
      url: location.href,
      cookie: document.cookie,
      ...sessionStorage,
      ...localStorage,
    }),
  )
  expect(kept).not.toContain('{secret}')
  // A reload forgets it: the member types the current password.
  await page.reload()
  await expect(page.getByLabel('Current password')).toBeVisible()
})
