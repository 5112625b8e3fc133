import AxeBuilder from '@axe-core/playwright'
import { expect, test, visitAs } from './support'

for (const theme of ['dark', 'light'] as const) {
  test(`the home page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    // The page's landmarks with the first item of each list in the page body only (game cards, vendors): the
    // others are the same markup, and axe over all of them took past 30 s on a 2-core machine. WCAG rules only.
    const { violations } = await new AxeBuilder({ page })
      .include('header')
      .include('main')
      .include('footer')
      .exclude('main li + li')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(
      serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
    ).toEqual([])
  })
}
