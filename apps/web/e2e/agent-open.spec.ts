import type { Page } from '@playwright/test'
import { expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

// The agent centre's pages are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 20_000 }

async function noHorizontalOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0)
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** The header's language picker (on a desktop width), no reload: the same page in another language. */
async function switchLanguage(page: Page, code: string, locale: string) {
  await page.setViewportSize({ width: 1366, height: 844 })
  await page.locator('header select').selectOption(code)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

test('agent01 opens an account that signs in and shows in team management, then copies a referral link', async ({
  page,
  baseURL,
}) => {
  // Runs in about 20 s on a quiet machine; the margin is for a loaded one, the page chunks a cold dev server
  // compiles first and the full-page pictures of a run with E2E_SHOTS.
  test.setTimeout(120_000)
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'agent01'))
  await page.goto('/agentHome/registerCenter')
  await expect(page.getByRole('heading', { level: 2, name: 'Open account' })).toBeVisible(lazy)

  // A taken name: refused beside the field, everything typed kept.
  const account = page.getByRole('textbox', { name: 'Account' })
  await account.fill('member01')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123')
  let posts = 0
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_registerCenter')) posts += 1
  })
  await page.getByRole('button', { name: 'Open account' }).click()
  await expect(page.getByText('This username is already registered')).toBeVisible()
  await expect(account).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Secret123')
  expect(posts).toBe(1)

  const name = `new${Math.floor(Math.random() * 1e6)}`
  await account.fill(name)
  await page.getByRole('button', { name: 'Open account' }).click()
  await expect(page.getByTestId('opened-account')).toContainText(
    `Member account ${name} opened in your team.`,
  )
  expect(posts).toBe(2)
  // The passwords are gone from the form once the account is open.
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await keepScreenshot(page, test.info().outputPath('open-en-desktop.png'), { fullPage: true })

  // The new member signs in with the password the agent chose.
  expect(await signIn(baseURL ?? '', name, 'Secret123')).toBeTruthy()

  await page.getByRole('link', { name: 'See it in team management' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Team management' })).toBeVisible(lazy)
  await page.getByRole('textbox', { name: 'Account' }).fill(name)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(name) })).toBeVisible()

  // A sub-agent: its contract offer starts with it chosen on the contracts page.
  const menu = page.getByRole('navigation', { name: 'Agent centre' })
  await menu.getByRole('link', { name: 'Open account' }).click()
  await page.getByRole('radio', { name: 'Agent' }).check()
  await account.fill(`sub${name}`)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123')
  await page.getByRole('button', { name: 'Open account' }).click()
  await page.getByRole('link', { name: 'Offer a contract' }).click()
  await expect(page.getByRole('combobox', { name: 'Downline' })).toHaveValue(`sub${name}`, lazy)

  // A referral link: its QR code, its address with the affiliate code, copied to the clipboard.
  await menu.getByRole('link', { name: 'Referral links' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Referral links' })).toBeVisible(lazy)
  const vip = page.getByTestId('referral-link-AG2024VIP')
  const address = `${new URL(baseURL ?? '').origin}/register?affiliateCode=AG2024VIP`
  await expect(vip.getByRole('textbox')).toHaveValue(address)
  await expect(vip.getByRole('img', { name: 'QR code: Link with code AG2024VIP' })).toBeVisible()
  await expect(vip.locator('dd')).toHaveText([/^\d+$/, /^\d+$/])
  await vip.getByRole('button', { name: 'Copy link' }).click()
  await expect(vip.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
  await keepScreenshot(page, test.info().outputPath('links-en-desktop.png'), { fullPage: true })

  // Announcements for agents: the newest opened, its HTML rendered (sanitised).
  await menu.getByRole('link', { name: 'Announcements' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible(lazy)
  await page.getByRole('button', { name: /^Daily salary is paid before 10:00/ }).click()
  await expect(
    page.getByRole('heading', { level: 3, name: 'Daily salary is paid before 10:00' }),
  ).toBeVisible()
  await expect(page.locator('[data-server-html] strong')).toHaveText('daily salary')
  await keepScreenshot(page, test.info().outputPath('announcement-en-desktop.png'), { fullPage: true })
  await page.getByRole('button', { name: 'Back to announcements' }).click()
  await menu.getByRole('link', { name: 'Referral links' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Referral links' })).toBeVisible(lazy)

  // The pages in the light theme, in Traditional Chinese and Arabic, on a desktop and a phone; the announcements
  // follow the language.
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  for (const [code, locale, links, open, announcement] of [
    ['TW', 'zh-Hant', '推廣連結', '開設帳號', '日工資將於 10:00 前發放'],
    ['AR', 'ar', 'روابط الإحالة', 'فتح حساب', 'يُدفع الراتب اليومي قبل الساعة 10:00'],
  ] as const) {
    await switchLanguage(page, code, locale)
    for (const [name, href, ready] of [
      ['links', 'agentReferralLinks', page.getByRole('heading', { level: 2, name: links })],
      ['open', 'registerCenter', page.getByRole('heading', { level: 2, name: open })],
      ['announcements', 'agentAnnouncement', page.getByRole('button', { name: new RegExp(announcement) })],
    ] as const) {
      await page.setViewportSize({ width: 1366, height: 844 })
      await page.locator(`nav a[href="/agentHome/${href}"]`).click()
      await expect(ready).toBeVisible(lazy)
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 844 })
        await keepScreenshot(page, test.info().outputPath(`${name}-${code}-${width}.png`), { fullPage: true })
        await noHorizontalOverflow(page)
      }
    }
  }
})
