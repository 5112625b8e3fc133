import { seriousViolations } from './axe'
import { expect, keepScreenshot, test, visitAs } from './support'

/**
 * Issue 32's smaller gaps: the help centre shows the operators' `help` banners (spec §2's banner page keys) above
 * its sections, in every language and on a phone, without pushing the sections out of reach.
 */

const shots = new URL('../../../test-results/help-banner/', import.meta.url).pathname
const slow = { timeout: 45_000 }

for (const [language, width] of [
  ['EN', 1366],
  ['TW', 390],
  ['AR', 390],
] as const)
  test(`the help centre shows its banner (${language}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await visitAs(page, { language })
    await page.goto('/help')
    const help = page.getByRole('dialog')
    const banner = help.locator('[data-banner-group="help"]')
    await expect(banner).toBeVisible(slow)
    await expect(banner.locator('img').first()).toHaveAttribute('src', /.+/)
    // The sections still come after it.
    await expect(help.getByTestId('help-centre')).toBeVisible()
    await keepScreenshot(page, `${shots}${language}-${width}.png`)
    expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
    const scrolled = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrolled).toBeLessThanOrEqual(width)
  })
