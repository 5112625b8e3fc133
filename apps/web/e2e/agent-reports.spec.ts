import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

// Each report is a chunk of its own, compiled on first use by the dev server.
const lazy = { timeout: 45_000 }
// Pictures in three languages at two widths (E2E_SHOTS) take longer than the checks alone.
test.setTimeout(process.env.E2E_SHOTS ? 300_000 : 90_000)
const hour = 3_600_000

/** The CSV a download holds, without its byte order mark, as rows of cells (no quoted commas in these). */
async function csvOf(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path()) ?? '', 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))
}

/** Opens a report from the menu, waits for its rows and range totals, exports it and answers the CSV. */
async function openAndExport(page: Page, link: string, testId: string, file: RegExp, preset?: string) {
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: link }).click()
  const report = page.getByTestId(testId)
  if (preset) {
    await report.getByRole('button', { name: preset }).click(lazy)
    await expect(report.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(report.getByTestId('record').first()).toBeVisible(lazy)
  await expect(report.getByTestId('range-totals')).toContainText(/\d\.\d\d/)
  const downloading = page.waitForEvent('download')
  await report.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(file)
  await expect(report.getByRole('status')).toContainText('rows exported')
  return { report, csv: await csvOf(download) }
}

/** The CSV has the rows the range totals count, then the totals. */
function expectRowsAndTotals(csv: string[][], rows: number) {
  const totalsAt = csv.findIndex((line) => line[0] === 'Range totals')
  expect(totalsAt).toBe(rows + 2)
  for (const line of csv.slice(totalsAt + 1)) expect(line[1]).toMatch(/^-?\d+(\.\d\d)?$/)
}

const countIn = async (report: Locator) =>
  Number(((await report.getByTestId('range-totals').locator('h2').textContent()) ?? '').replace(/\D/g, ''))

test('agent01 reads each team report, drills down, and exports the whole range as CSV', async ({
  page,
  baseURL,
  sim,
}) => {
  // Two downlines play now; an hour on, the platform has paid agent01's hourly salary on the team's volume.
  await sim.post('/contracts/play', { account: 'player001', stake: '500.00' })
  await sim.post('/contracts/play', { account: 'agent02', stake: '500.00' })
  await sim.post('/clock', { advanceMs: hour })
  // The browser's clock keeps time with the simulator's, so "last 30 days" holds the payout whatever the hour.
  await page.clock.install({ time: Date.now() + hour })
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'agent01'))
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/agentHome')
  await expect(page.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible(lazy)

  // Downline P&L: a row per downline; an agent's account opens its team.
  const pnl = await openAndExport(page, 'Team P&L', 'downline-profit-loss', /^downline-profit-loss-/)
  expect(pnl.csv[0]).toEqual(['Account', 'Level', 'Deposits', 'Withdrawals', 'Valid bets', 'Profit/loss'])
  expectRowsAndTotals(pnl.csv, await countIn(pnl.report))
  expect(pnl.csv.length).toBeGreaterThan(50)
  await pnl.report.getByRole('button', { name: 'agent02' }).click()
  await expect(pnl.report.getByText('Team under agent02')).toBeVisible()
  await expect(pnl.report.getByTestId('range-totals')).toContainText('10 records')
  await pnl.report.getByRole('button', { name: 'My whole team' }).click()
  await expect(pnl.report.getByTestId('range-totals')).not.toContainText('10 records')

  // Team betting: the last 7 days hold the two rounds just played (whatever the hour); filter by member.
  const bets = await openAndExport(page, 'Team betting', 'team-betting', /^team-betting-/, 'Last 7 days')
  expect(bets.csv[0]?.slice(0, 3)).toEqual(['Time', 'Account', 'Level'])
  expectRowsAndTotals(bets.csv, await countIn(bets.report))
  expect(bets.csv.some((line) => line[1] === 'agent02' && line[5] === '500.00')).toBe(true)
  await bets.report.getByRole('combobox', { name: 'Member' }).selectOption('agent02')
  await expect(bets.report.getByTestId('record').first()).toContainText('agent02')
  for (const account of await bets.report.locator('[data-testid="record"] td:nth-child(2)').allTextContents())
    expect(account).toBe('agent02')

  // Account details: the downlines' ledger entries.
  const details = await openAndExport(
    page,
    'Account details',
    'team-account-details',
    /^team-account-details-/,
  )
  expect(details.csv[0]).toContain('Reference')
  expectRowsAndTotals(details.csv, await countIn(details.report))

  // My income: the hourly salary the platform paid.
  const income = await openAndExport(page, 'My income', 'agent-income', /^my-income-/)
  await expect(income.report.getByTestId('record').first()).toContainText('Hourly salary')
  await expect(income.report.getByTestId('record').first()).toContainText('Platform')
  expect(
    income.csv.slice(1).some((line) => line[1] === 'Hourly salary' && /^\d+\.\d\d$/.test(line[5] ?? '')),
  ).toBe(true)

  // The hourly salary's own record page lists the same payout.
  const hourly = await openAndExport(page, 'Hourly salary', 'hourly-salary-records', /^hourly-salary-/)
  expect(hourly.csv.length).toBe(income.csv.length)
  // Two reports fit the screen, switched to in the app (no reload): in Arabic on a phone here; in three
  // languages at two widths when pictures are kept for people to look at (E2E_SHOTS).
  const looks = process.env.E2E_SHOTS
    ? { languages: ['English', '繁體中文', 'العربية'], widths: [1366, 390] }
    : { languages: ['العربية'], widths: [390] }
  // Team betting opens on today, which in the last hour of a day (this page's clock is an hour on) holds
  // none of the rounds just played: the pictures ask for the last 7 days, as the check above does.
  const lastWeek: Record<string, string> = {
    English: 'Last 7 days',
    繁體中文: '近 7 天',
    العربية: 'آخر 7 أيام',
  }
  for (const language of looks.languages) {
    // The language menu is in the wide header; a phone has it behind a button.
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.getByRole('banner').getByRole('combobox').first().selectOption({ label: language })
    for (const width of looks.widths) {
      await page.setViewportSize({ width, height: 900 })
      for (const report of ['palStatementsAgentCopy', 'personalHistoryCopy']) {
        await page.locator(`a[href="/agentHome/${report}"]`).click()
        if (report === 'personalHistoryCopy') {
          const preset = page.getByTestId('team-betting').getByRole('button', { name: lastWeek[language] })
          await preset.click(lazy)
          await expect(preset).toHaveAttribute('aria-pressed', 'true')
        }
        await expect(page.getByTestId('record').first()).toBeVisible(lazy)
        await expect
          .poll(() =>
            page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          )
          .toBeLessThanOrEqual(0)
        await keepScreenshot(page, test.info().outputPath(`${report}-${language}-${width}.png`), {
          fullPage: true,
        })
      }
    }
  }
})
