import type { Page } from '@playwright/test'
import { expect } from './support'

/**
 * The account record opened from the member centre's menu, its rows as the member reads them: kind, amount and
 * the balance after each entry.
 */
export async function accountRecordRows(page: Page): Promise<string[][]> {
  await page
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('link', { name: 'Account record' })
    .click()
  const rows = page.getByTestId('account-record').getByTestId('record')
  await expect(rows.first()).toBeVisible({ timeout: 45_000 })
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent?.trim() ?? '')),
  )
}
