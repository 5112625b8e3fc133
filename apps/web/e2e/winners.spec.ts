import { expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

test('the home board leads to the winners page: twenty winners standing still, amounts with 2 decimals', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/winners$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Winners board' })).toBeVisible()
  const rows = page.getByRole('main').getByRole('listitem')
  await expect(rows).toHaveCount(20)
  // Each row ends with its amount: thousands separators and two decimals.
  for (const row of await rows.allTextContents()) expect(row).toMatch(/\d{1,3}(,\d{3})*\.\d{2}$/)
})

test('refresh asks the server again, past the board cached for the visit', async ({ page }) => {
  await page.goto('/winners')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(20)
  const asked = page.waitForRequest(/getWinnerBoard/)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await asked
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(20)
})
