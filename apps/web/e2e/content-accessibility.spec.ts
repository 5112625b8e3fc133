import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, visitAs } from './support'

const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([])
}

for (const theme of ['dark', 'light'] as const) {
  test(`the announcement popup has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme, announcements: true })
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Announcements' }).getByRole('article')).toBeVisible(lazy)
    await expectNoSeriousViolations(page)
  })

  test(`the download page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/down')
    await expect(page.getByRole('img', { name: 'QR code: iOS app' })).toBeVisible(lazy)
    await expectNoSeriousViolations(page)
  })

  test(`the help centre has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/help#privacy')
    await expect(page.getByTestId('help-centre').locator('section').first()).toBeVisible(lazy)
    await expectNoSeriousViolations(page)
  })
}
