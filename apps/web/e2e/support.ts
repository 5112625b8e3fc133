import type { Page } from '@playwright/test'

/**
 * Starts the visit with a stored language (and theme), the way a returning visitor arrives. Only the first
 * page load of the test is seeded, so a choice made during the test survives reloads.
 */
export async function visitAs(page: Page, options: { language?: string; theme?: 'dark' | 'light' }) {
  await page.addInitScript(({ language, theme }) => {
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    if (language) localStorage.setItem('lang', language)
    if (theme) localStorage.setItem('theme', theme)
  }, options)
}
