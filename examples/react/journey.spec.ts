import { expect, test } from '@playwright/test'

test('the React front end: boot, a refused then an accepted sign-in, balance, deposit channels, sign-out', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByLabel('Username').fill('member01')
  await page.getByLabel('Password').fill('Wrong000')
  await page.getByLabel('I agree to the terms').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('wrong_credentials')

  await page.getByLabel('Password').fill('Demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in as member01' })).toBeVisible()
  await expect(page.locator('output')).toHaveText(/^\d+\.\d{2}$/)
  await expect(page.getByRole('region', { name: 'Deposit channels' }).getByRole('listitem')).not.toHaveCount(
    0,
  )

  // The session outlives a reload (the token is in sessionStorage).
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Signed in as member01' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('button', { name: 'Yes, sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})
