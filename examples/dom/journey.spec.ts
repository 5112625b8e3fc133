import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'

/** The simulator's dev surface, asked from this machine (it answers loopback only; the page's server never routes it). */
async function simulator(page: Page, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const folder = process.env.EXAMPLE_DIR ?? ''
  const url = `${readFileSync(join(folder, 'simulator-url.txt'), 'utf8').trim()}/__sim${path}`
  const answer =
    body === undefined ? await page.request.get(url) : await page.request.post(url, { data: body })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { value: Record<string, unknown> }).value
}

test('the plain-DOM front end: boot, sign-in with captcha and second check, balance, games, launch, deposit, records, sign-out', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#boot')).toHaveText('ready')

  // Three wrong passwords turn the captcha on for the account.
  await page.getByLabel('Username').fill('member01')
  await page.getByLabel('I agree to the terms').check()
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel('Password').fill(`Wrong00${attempt}`)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveText('wrong_credentials')
  }
  // The image is the view's data: URL as is; its answer is read from the simulator once it has loaded.
  await expect(page.getByAltText('Characters to type')).toHaveAttribute('src', /^data:image\//)
  const { captchaAnswer } = await simulator(page, '/state')
  await page.getByLabel('Password').fill('Demo1234')
  await page.getByLabel('Captcha').fill(String(captchaAnswer))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in as member01' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  // From a new address the server asks for a second factor: the account's e-mail address.
  await simulator(page, '/new-ip', { on: true })
  await page.getByLabel('Username').fill('member01')
  await page.getByLabel('Password').fill('Demo1234')
  await expect(page.getByLabel('I agree to the terms')).not.toBeChecked()
  await page.getByLabel('I agree to the terms').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Second check (email)')).toBeVisible()
  await page.getByLabel(/Second check/).fill('member01@example.com')
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page.getByRole('heading', { name: 'Signed in as member01' })).toBeVisible()
  await expect(page.locator('#balance')).toHaveText(/\d+\.\d\d$/)
  // The session keeps its token in sessionStorage (the core's browser adapter), never the password.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toContain('Demo1234')

  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  await expect(page.locator('#launch-status')).toHaveText('playing')
  await expect(page.getByTitle('Game')).toHaveAttribute('src', /\/sim\//)

  const minimum = (await page.locator('#deposit-status').textContent())?.replace('from ', '') ?? ''
  expect(minimum).toMatch(/^\d+(\.\d+)?$/)
  await page.getByLabel('Amount').fill(minimum)
  await page.getByRole('button', { name: 'Deposit' }).click()
  await expect(page.locator('#deposit-status')).toHaveText(/^placed \S+/)

  await expect(page.locator('#records-status')).toHaveText(/^(ready|empty): \d+ rows$/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
})
