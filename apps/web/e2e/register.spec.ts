import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { type DevSurface, expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

/** Names no other test of the run has taken. */
const stamp = () => Date.now().toString(36).slice(-7)
const freshUsername = () => `reg${stamp()}`
const freshMobile = () => `9${String(Date.now()).slice(-8)}`

const password = (page: Page) => page.getByLabel(/^Password/)
const confirmation = (page: Page) => page.getByLabel(/^Confirm password/)
const agreement = (page: Page) => page.getByRole('checkbox', { name: /18 or older/ })
const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true }).click()

/** The captcha the form shows now, read from the simulator once its image is on screen. */
async function answerCaptcha(page: Page, sim: DevSurface) {
  await expect(page.getByRole('img', { name: 'Characters to type' })).toBeVisible()
  const { captchaAnswer } = await sim.value<{ captchaAnswer: string }>('/state')
  await page.getByRole('textbox', { name: 'Captcha', exact: true }).fill(captchaAnswer)
}

async function expectSignedInHome(page: Page) {
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
}

test('a visitor registers by username and lands home, signed in', async ({ page, sim }) => {
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Username' }).fill(freshUsername())
  await password(page).fill('Secret123')
  await confirmation(page).fill('Secret123')
  await answerCaptcha(page, sim)
  await agreement(page).check()
  await submit(page)
  await expectSignedInHome(page)
})

test('a visitor registers by mobile number with the code from the SMS outbox', async ({ page, sim }) => {
  const mobile = freshMobile()
  await page.goto('/register')
  await page.getByRole('tab', { name: 'Mobile number' }).click()
  await expect(page.getByRole('combobox', { name: 'Code' })).toHaveValue('84')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  const outbox = await sim.value<Record<string, { code: string }>>('/sms-outbox')
  await page.getByRole('textbox', { name: 'SMS code' }).fill(outbox[mobile]?.code ?? '')
  await password(page).fill('Secret123')
  await confirmation(page).fill('Secret123')
  await answerCaptcha(page, sim)
  await agreement(page).check()
  await submit(page)
  await expectSignedInHome(page)
})

test('reset empties the form and keeps the mode', async ({ page }) => {
  await page.goto('/register')
  await page.getByRole('tab', { name: 'Mobile number' }).click()
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('912345678')
  await password(page).fill('Secret123')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.com')
  await agreement(page).check()
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('')
  await expect(password(page)).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('')
  await expect(agreement(page)).not.toBeChecked()
})

test('a field error is shown beside its field and the other values stay', async ({ page }) => {
  await page.goto('/register')
  const username = page.getByRole('textbox', { name: 'Username' })
  await username.fill('1bad')
  await password(page).fill('Secret123')
  await confirmation(page).fill('Secret124')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.com')
  await agreement(page).check()
  await submit(page)
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(username).toHaveAccessibleDescription(
    'Start with a letter; letters and digits only. 6–12 characters.',
  )
  await expect(username).toBeFocused()
  await expect(confirmation(page)).toHaveAccessibleDescription('The two entries do not match.')
  await expect(password(page)).toHaveValue('Secret123')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('someone@example.com')
  await expect(agreement(page)).toBeChecked()
  await expect(page).toHaveURL(/\/register$/)
})

for (const theme of ['dark', 'light'] as const) {
  test(`/register has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    for (const mode of ['Username', 'Mobile number']) {
      await page.goto('/register')
      await page.getByRole('tab', { name: mode }).click()
      await expect(page.getByRole('img', { name: 'Characters to type' })).toBeVisible()
      expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
    }
  })
}
