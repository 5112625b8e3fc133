import { endpoints } from '@portal/core'
import { apiClient, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

// The page is a chunk of its own, compiled on first use by the dev server.
const lazy = { timeout: 45_000 }

test('agent01 gives agent02 a daily salary rate and pays yesterday: agent02’s account record shows it', async ({
  page,
  baseURL,
  sim,
}) => {
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'agent01'))
  await page.goto('/agentHome/agentMRDailySalary')
  await expect(page.getByRole('heading', { level: 2, name: 'Daily salary by member ratio' })).toBeVisible(
    lazy,
  )
  await expect(page.getByTestId('mr-own-rate')).toHaveText('1.50%')
  const row = page.getByTestId('mr-row-agent02')
  const rate = row.getByRole('textbox', { name: 'Rate for agent02 (%)' })
  await expect(rate).toHaveValue('1.00')

  // Above my own rate: refused beside the field, nothing sent, what was typed kept.
  await rate.fill('2')
  await row.getByRole('button', { name: 'Save' }).click()
  await expect(row.getByRole('alert')).toHaveText('At most your own rate, 1.50%')
  await expect(rate).toHaveValue('2')

  await rate.fill('1.5')
  await row.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText("agent02's rate is now 1.50%.")
  await expect(row.getByText('Due', { exact: true })).toBeVisible()

  let posts = 0
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_disburseMRDailySal')) posts += 1
  })
  await row.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Paid [\d,.]+ to agent02 for /)
  await expect(row.getByText('Paid', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0)
  expect(posts).toBe(1)
  const paid = (await page.getByTestId('mr-total-paid').textContent()) ?? ''
  await keepScreenshot(page, test.info().outputPath('mr-salary-en-desktop.png'), { fullPage: true })

  // The downline's side: one salary entry in agent02's own account record, of the amount paid.
  const downline = apiClient(baseURL ?? '', await signIn(baseURL ?? '', 'agent02'))
  const now = Date.now()
  const records = await downline.call(endpoints.accountRecords, {
    startDate: new Date(now - 86_400_000).toISOString(),
    endDate: new Date(now + 60_000).toISOString(),
    transType: 'contract',
    status: '',
    page: 1,
    size: 20,
  })
  const salaries = records.list.filter((record) => record.type === 'mrSalaryPayout')
  expect(salaries).toHaveLength(1)
  expect(salaries[0]?.amount.minor.toString()).toBe(paid.replaceAll(/[,.]/g, ''))
  // And in the simulator's books, the agent's side beside it (the world resets after the test).
  const books = JSON.stringify(await sim.value('/ledger/agent01?limit=5'))
  expect(books).toContain('mrSalaryPayment')

  // A phone: every downline a card, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0)
  await keepScreenshot(page, test.info().outputPath('mr-salary-en-phone.png'), { fullPage: true })
})
