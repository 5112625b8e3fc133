import AxeBuilder from '@axe-core/playwright'
import { expect, test, visitAs } from './support'

for (const theme of ['dark', 'light'] as const) {
  test(`the home page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await visitAs(page, { language: 'EN', theme })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(
      serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
    ).toEqual([])
  })
}
