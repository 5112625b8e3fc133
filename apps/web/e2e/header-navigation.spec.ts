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

test('on a tablet the bar shows whole entries and "More" right after the last one that fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/')
  const games = page.getByRole('banner').getByRole('navigation', { name: 'Games' })
  const more = games.getByRole('button', { name: 'More games' })
  await expect(more).toBeVisible()
  const shown = games.locator('ul').first().locator('> li:not([data-overflow])')
  // Each entry at its own width (Home's icon included), none squeezed to make room.
  for (const entry of await shown.all())
    expect(await entry.evaluate((item) => item.scrollWidth - item.clientWidth)).toBeLessThanOrEqual(0)
  await expect(games.getByRole('link', { name: 'Home' }).locator('svg')).toBeVisible()
  const last = await shown.last().boundingBox()
  const next = await more.boundingBox()
  expect((next?.x ?? 0) - ((last?.x ?? 0) + (last?.width ?? 0))).toBeLessThan(24)
})
