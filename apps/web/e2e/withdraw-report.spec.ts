import { seriousViolations } from './axe'
import { expect, test, visitAs, withSession } from './support'
import { threeWithdrawals } from './withdrawals'

test('past withdrawals: each with its status and a rejection’s reason, from the withdraw page, following the back office', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(90_000)
  const { account, token, entries } = await threeWithdrawals(sim, baseURL ?? '', 'report')
  const [first, second, third] = entries
  await sim.post('/ledger/approve', { account, entryId: first })
  await sim.post('/ledger/reject', { account, entryId: second, reason: 'The card holder does not match' })
  await visitAs(page, { language: 'EN' })
  await withSession(page, token)
  await page.goto('/member/withdraw')
  await page.getByRole('link', { name: 'Past withdrawals' }).click()
  await expect(page).toHaveURL(/\/member\/withdrawReport$/)
  const report = page.getByTestId('withdraw-report')
  await expect(report.getByRole('heading', { level: 1, name: 'Withdrawal report' })).toBeVisible()
  const rows = report.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  // Newest first: 40 waiting, 30.50 refused with the reason, 20 paid.
  await expect(rows.nth(0)).toContainText('40.00')
  await expect(rows.nth(0)).toContainText('Waiting for payment')
  await expect(rows.nth(1)).toContainText('30.50')
  await expect(rows.nth(1)).toContainText('Rejected')
  await expect(rows.nth(1).getByTestId('withdraw-reason')).toHaveText('The card holder does not match')
  await expect(rows.nth(2)).toContainText('Paid')
  await expect(rows.nth(0)).toContainText('E.SUN Bank 1111')
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  // The back office pays the last one while the page is open: the platform's WITHDRAW message reloads it.
  await sim.post('/ledger/approve', { account, entryId: third })
  await expect(rows.nth(0)).toContainText('Paid')

  // The status filter narrows to the refused one.
  await report.getByLabel('Status').selectOption('rejected')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('30.50')
})
