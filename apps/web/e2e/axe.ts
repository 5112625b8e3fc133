import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeScope {
  /** CSS selectors of what the test is about (a dialog, the page's main); the whole page when none. */
  include?: readonly string[]
  /** Repeated markup that adds time but no new finding (every game card after the first). */
  exclude?: readonly string[]
}

/**
 * The serious and critical WCAG 2.1 A/AA violations inside the scope, as `{ id, targets }` rows a test compares
 * with `[]`. Scoped because axe over a whole page of game cards took past 30 s on a 2-core machine.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of scope.include ?? []) axe = axe.include(selector)
  for (const selector of scope.exclude ?? []) axe = axe.exclude(selector)
  const { violations } = await axe.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))
}
