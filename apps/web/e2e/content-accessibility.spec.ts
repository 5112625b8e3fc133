import { seriousViolations } from './axe'
import { expect, test, visitAs } from './support'

const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

for (const theme of ['dark', 'light'] as const)
  test(`the announcement popup has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme, announcements: true })
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Announcements' }).getByRole('article')).toBeVisible(lazy)
    expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
  })

// The light theme: the site walk (site-walk.spec.ts) reads /down and /help in the dark one.
for (const theme of ['light'] as const) {
  test(`the download page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/down')
    await expect(page.getByRole('img', { name: 'QR code: iOS app' })).toBeVisible(lazy)
    expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  })

  test(`the help centre has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/help#privacy')
    await expect(page.getByTestId('help-centre').locator('section').first()).toBeVisible(lazy)
    expect(await seriousViolations(page, { include: ['[data-testid="help-centre"]'] })).toEqual([])
  })
}
