import { seriousViolations } from './axe'
import { expect, test, visitAs } from './support'

// The light theme: the dark one is read by the site walk (site-walk.spec.ts), which reads / as a visitor too.
for (const theme of ['light'] as const) {
  test(`the home page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    // The page's landmarks with the first item of each list in the page body only (game cards, vendors): the
    // others are the same markup.
    expect(
      await seriousViolations(page, { include: ['header', 'main', 'footer'], exclude: ['main li + li'] }),
    ).toEqual([])
  })
}
