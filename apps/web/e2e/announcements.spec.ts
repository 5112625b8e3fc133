import { announcementPageSize, announcementsQuery, endpoints } from '@portal/core'
import { apiClient, createAccount, expect, test, visitAs } from './support'

// The popup is a chunk of its own, compiled on first use by the dev server.
const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

const popup = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Announcements' })

/** The titles of the visitors' items (execution B), in server order, as the simulator answers in English. */
async function visitorTitles(baseURL: string | undefined) {
  const answer = await apiClient(baseURL ?? '').call(endpoints.announcements, announcementsQuery)
  return (answer.popup ?? []).filter((item) => item.execution === 'B').map((item) => item.title)
}

test('an anonymous visitor sees the visitor announcements, eight a page', async ({ page, baseURL }) => {
  await visitAs(page, { language: 'EN', announcements: true })
  const titles = await visitorTitles(baseURL)
  await page.goto('/')
  await expect(popup(page)).toBeVisible(lazy)
  const list = popup(page).getByRole('list', { name: 'Announcement titles' }).getByRole('button')
  await expect(list).toHaveText(titles.slice(0, announcementPageSize))
  await expect(popup(page).getByRole('article')).toHaveAccessibleName(titles[0] ?? '')
  if (titles.length > announcementPageSize) {
    await popup(page).getByRole('button', { name: 'Page 2' }).click()
    await expect(list).toHaveText(titles.slice(announcementPageSize, 2 * announcementPageSize))
  }
})

test('closing the popup keeps it closed for the rest of the session', async ({ page }) => {
  await visitAs(page, { language: 'EN', announcements: true })
  await page.goto('/')
  await expect(popup(page)).toBeVisible(lazy)
  await popup(page).getByRole('button', { name: 'Close' }).click()
  await expect(popup(page)).toBeHidden()
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed')

  await page.reload()
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible(lazy)
  await page.goto('/down')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(lazy)
  // The popup has its turn once the page has settled: absent after that, it stayed closed.
  await expect(page.locator('html[data-page-settled]')).toBeAttached(lazy)
  await expect(popup(page)).toBeHidden()
})

test('a new session shows the popup again', async ({ browser, baseURL }) => {
  for (const _ of [1, 2]) {
    const context = await browser.newContext({ baseURL: baseURL ?? '' })
    const page = await context.newPage()
    await visitAs(page, { language: 'EN', announcements: true })
    await page.goto('/')
    await expect(popup(page)).toBeVisible(lazy)
    await popup(page).getByRole('button', { name: 'Close' }).click()
    await context.close()
  }
})

test('the popup does not open over a dialog the visitor has open: it waits until that closes', async ({
  page,
}) => {
  await visitAs(page, { language: 'EN', announcements: true })
  // The announcements answer is held until the help centre is open, so the popup's turn comes after it.
  let helpOpen: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    helpOpen = resolve
  })
  await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
    await opened
    await route.continue().catch(() => undefined)
  })
  await page.goto('/help')
  const help = page.getByRole('dialog', { name: 'Help centre' })
  await expect(help).toBeVisible(lazy)
  helpOpen()
  await expect(page.locator('html[data-popup-waiting]')).toBeAttached(lazy)
  await expect(popup(page)).toBeHidden()
  await help.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(popup(page)).toBeVisible(lazy)
  await expect(page.locator('html[data-popup-waiting]')).not.toBeAttached()
})

test('a language switch reopens the popup in the new language', async ({ page }) => {
  await visitAs(page, { language: 'EN', announcements: true })
  await page.goto('/')
  await expect(popup(page)).toBeVisible(lazy)
  const english = await popup(page)
    .getByRole('article')
    .getAttribute('aria-labelledby')
    .then((id) => page.locator(`[id="${id}"]`).textContent())
  await popup(page).getByRole('button', { name: 'Close' }).click()
  // The visitor's session starts afresh without a reload: only the language switch can open it now.
  await page.evaluate(() => sessionStorage.removeItem('ANONYMOUS_POPUP'))
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
  await expect(page.getByRole('dialog')).toBeVisible(lazy)
  const selected = page.getByRole('dialog').getByRole('article')
  await expect(selected).not.toHaveAccessibleName(english ?? '')
  await expect(selected).toHaveAccessibleName(/[\u4e00-\u9fff]/)
})

test('a first login shows the first-login items with the members’ ones', async ({ page, sim }) => {
  await visitAs(page, { language: 'EN', announcements: true })
  await page.goto('/')
  await expect(popup(page)).toBeVisible(lazy)
  await popup(page).getByRole('button', { name: 'Close' }).click()
  // An account of the test's own that has never signed in: the login answers firstTimeLogin true.
  const account = await createAccount(sim, 'first', { logins: 0 })
  await page.getByRole('textbox', { name: 'Username' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page
    .getByRole('checkbox', { name: /18 or older/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Log in' }).first().click()
  await expect(popup(page)).toBeVisible(lazy)
  const list = popup(page).getByRole('list', { name: 'Announcement titles' })
  await expect(
    list.getByRole('button', { name: 'First login gift waiting in the reward centre' }),
  ).toBeVisible()
  await expect(list.getByRole('button', { name: 'Daily check-in rewards for members' })).toBeVisible()
  // The promotion button leads to the reward centre and closes the popup.
  await expect(popup(page).getByRole('button', { name: 'Go to promotion' })).toBeVisible()
  await popup(page).getByRole('button', { name: 'Go to promotion' }).click()
  await expect(popup(page)).toBeHidden()
  await expect(page).toHaveURL(/\/member\/rewardCenter$/)
})
