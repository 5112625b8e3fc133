import { expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

// The panels are built on their first opening (issue 17: five vendor carousels were a quarter of the home page).
test('a header category opens its vendors when pointed at, and a vendor there starts its games', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const games = page.getByRole('banner').getByRole('navigation', { name: 'Games' })
  const live = games.getByRole('link', { name: 'Live casino' })
  await expect(live).toHaveAttribute('aria-expanded', 'false')
  await expect(games.locator('img')).toHaveCount(0)

  await live.hover()
  await expect(live).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await live.getAttribute('aria-controls')}`)
  const vendors = panel.getByRole('button')
  await expect(vendors.first()).toBeVisible()
  expect(await vendors.count()).toBeGreaterThan(1)
  await vendors.first().click()
  // A visitor is asked to sign in first (spec §4, §8).
  await expect(page).toHaveURL(/\/login\?next=%2F&reason=signInRequired$/)
  await expect(page.getByText('Please log in first.')).toBeVisible()
})
