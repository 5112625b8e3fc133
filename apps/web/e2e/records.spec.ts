import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, keepScreenshot, signIn, test, visitAs } from './support'

/**
 * The member's records (issue 14) as member01, whose ledger holds 90 days of seeded history: each records page,
 * presets, a custom range, paging, totals, a bet's detail and the CSV statement, in Traditional Chinese (the
 * default) and Arabic (right to left), on a desktop and on a 390 px phone, in Taipei's time zone.
 * Each language walks once, on one of the widths: the centre walk (centre-walk.spec.ts) already opens every
 * records page in every language at both widths, so a full walk per pair would repeat it.
 */
const desktop = { name: 'desktop', viewport: { width: 1280, height: 900 } } as const
const phone = { name: 'phone', viewport: { width: 390, height: 844 } } as const
const walks = [
  // `month`: how the calendar's caption names a month in the language (its words load with the calendar).
  { language: { code: 'TW', name: 'zh-Hant', netDeposits: '淨存款', month: /月/ }, shape: desktop },
  {
    language: { code: 'AR', name: 'ar', netDeposits: 'صافي الإيداعات', month: /[\u0621-\u064A]{4}/ },
    shape: phone,
  },
] as const

test.use({ timezoneId: 'Asia/Taipei' })

/** Nothing wider than the window: a phone scrolls the page down, never sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

const presets = (screen: Locator) => screen.locator('fieldset button')
const dayText = (date: Date) => date.toISOString().slice(0, 10)

async function openRecords(page: Page, path: string, testId: string) {
  await page.goto(`/member/${path}`)
  const screen = page.getByTestId(testId)
  // Each page is a chunk of its own, fetched on a busy machine: the first wait allows for it.
  await expect(screen).toBeVisible({ timeout: 90_000 })
  return screen
}

for (const { language, shape } of walks)
  test(`member01's records in ${language.name} on a ${shape.name}`, async ({ page, baseURL }) => {
    test.setTimeout(360_000)
    await page.setViewportSize(shape.viewport)
    await visitAs(page, { language: language.code })
    const token = await signIn(baseURL ?? '', 'member01')
    await page.addInitScript((stored) => sessionStorage.setItem('token', stored), token)
    const shot = async (name: string) => {
      // On a phone, the top of the page: title, filters, totals and the first cards.
      if (shape.name === 'phone') await page.evaluate(() => window.scrollTo(0, 0))
      await keepScreenshot(page, test.info().outputPath(`${language.name}-${shape.name}-${name}.png`), {
        fullPage: shape.name === 'desktop',
      })
    }

    // Betting record: last 30 days holds thousands of rounds, paged 20 at a time.
    const bets = await openRecords(page, 'personalHistoryCopy', 'betting-record')
    await presets(bets).nth(3).click()
    await expect(presets(bets).nth(3)).toHaveAttribute('aria-pressed', 'true')
    const rows = bets.getByTestId('record')
    await expect(rows).toHaveCount(20)
    await expect(bets.getByTestId('range-totals')).toBeVisible()
    // The vendors played in the range, by the names the catalogue gives them, never their codes.
    const vendors = bets.locator('select').filter({ has: page.locator('option[value="TCG_LOTTO_VN"]') })
    await expect(vendors.locator('option[value="TCG_LOTTO_VN"]')).toHaveText('Vietnam Lottery')
    await expect(vendors.locator('option[value="PG"]')).toHaveText('PG Soft')
    const first = (await rows.first().textContent()) ?? ''
    await bets.getByRole('navigation').getByRole('button').last().click()
    await expect(bets.getByTestId('page')).toContainText('2')
    await expect(rows.first()).not.toHaveText(first)
    await expect(rows).toHaveCount(20)
    await expectNoSidewaysScroll(page)
    await shot('betting')

    // A bet's detail: its ledger entries.
    await rows.first().getByRole('button').click()
    const detail = page.getByTestId('bet-detail')
    await expect(detail).toBeVisible()
    await expect(page.locator('dialog table tbody tr').first()).toBeVisible()
    await shot('bet-detail')
    await page.keyboard.press('Escape')
    await expect(detail).toHaveCount(0)
    await expect(page.locator('dialog[open]')).toHaveCount(0)

    // A custom range from the calendar dialog: the last 10 days, by the date fields.
    const dialog = page.locator('dialog[open]')
    // The calendar is a chunk of its own, first fetched now (the dev server may reload to bundle it).
    await expect(async () => {
      if ((await dialog.count()) === 0) await presets(bets).last().click({ timeout: 5_000 })
      await expect(dialog.locator('.rdp-root')).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await expect(dialog.locator('.rdp-caption_label')).toHaveText(language.month)
    await shot('calendar')
    const today = new Date(Date.now() + 8 * 3_600_000)
    const from = dayText(new Date(today.getTime() - 9 * 86_400_000))
    await dialog.locator('input[type=date]').first().fill(from)
    await dialog.locator('input[type=date]').last().fill(dayText(today))
    await dialog.locator('button[type=submit]').click()
    await expect(presets(bets).last()).toHaveAttribute('aria-pressed', 'true')
    await expect(presets(bets).last()).toContainText(from)
    await expect(rows).toHaveCount(20)
    await expect(bets.getByTestId('page')).toContainText('1')

    // Account record: statuses in colour and words; the statement as CSV.
    const account = await openRecords(page, 'transactionHistory', 'account-record')
    await expect(account.getByTestId('record').first()).toBeVisible()
    await expect(account.locator('[data-status]').first()).toBeVisible()
    await presets(account).nth(3).click()
    await expect(account.getByTestId('range-totals')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot('account')
    const downloading = page.waitForEvent('download')
    await account.locator('button', { hasText: 'CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]?.split(',')).toHaveLength(8)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/)
    expect(lines.length).toBeGreaterThan(1_000)
    const summary = lines.slice(-3).map((line) => line.split(','))
    const cents = (text: string | undefined) => BigInt((text ?? '').replace('.', ''))
    expect(summary[2]?.[0]).toBe(language.netDeposits)
    expect(cents(summary[2]?.[1])).toBe(cents(summary[0]?.[1]) - cents(summary[1]?.[1]))

    // Personal P&L by category, and bonus details.
    const profit = await openRecords(page, 'personalProfit', 'personal-profit')
    await presets(profit).nth(3).click()
    await expect(profit.getByTestId('record').nth(3)).toBeVisible()
    await expect(profit.getByTestId('range-totals')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot('profit')
    const bonus = await openRecords(page, 'bonusDetails', 'bonus-details')
    await expect(bonus.getByTestId('record').first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot('bonus')
  })
