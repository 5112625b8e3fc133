import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import { apiClient, createAccount, expect, signIn, test, visitAs, withSession } from './support'

// The dev server compiles the game chunks on first use, which is slow on a busy machine.
test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 45_000 }

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

async function visitSignedIn(page: Page, baseURL: string | undefined, account: string, path = '/') {
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto(path)
  await expect(page.getByRole('banner').getByText(account, { exact: true })).toBeVisible(slow)
}

/** The home casino section's Live casino tab, pointed at, and its first vendor button. */
async function firstLiveVendor(page: Page) {
  const tab = page.getByRole('tab', { name: 'Live casino' })
  await tab.hover(slow)
  await expect(tab).toHaveAttribute('aria-selected', 'true', slow)
  return page.getByRole('tabpanel').getByRole('button').first()
}

test('a member starts a game from a home tab, plays it in the popup, and the header shows the new balance', async ({
  page,
  baseURL,
}) => {
  await visitSignedIn(page, baseURL, 'member01')
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/\d\.\d\d$/, slow)
  await (await firstLiveVendor(page)).click()
  const popup = page.getByRole('dialog')
  await expect(popup).toBeVisible(slow)
  const game = popup.frameLocator('iframe')
  await expect(game.getByTestId('account')).toHaveText('member01', slow)
  // One round: the stake leaves the member's ledger and any win comes back, in the game's balance…
  const before = await game.getByTestId('balance').textContent()
  await game.locator('#play').click()
  await expect(game.locator('#result')).not.toBeEmpty(slow)
  const after = (await game.getByTestId('balance').textContent()) ?? ''
  expect(after).toMatch(/^[\d,]+\.\d\d$/)
  // A stake of 1 either loses it, wins back half as much again or more: the balance always moves.
  expect(after).not.toBe(before)
  await popup.getByRole('button', { name: 'Close game' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // …and in the header once the popup closes (it refreshes the balance), to the cent.
  await expect(header).toHaveText(new RegExp(`(^|\\s)${after.replace(/[.]/g, '\\.')}$`), slow)
})

test('a member moves the game from the popup into the page (/seamless), and closing it leaves the page', async ({
  page,
  baseURL,
}) => {
  await visitSignedIn(page, baseURL, 'member01')
  // Opened on its own, the seamless page says how a game gets there.
  await page.goto('/seamless')
  await expect(page.getByRole('heading', { name: 'No game is open here' })).toBeVisible(slow)
  await page.goto('/')
  await (await firstLiveVendor(page)).click()
  const popup = page.getByRole('dialog')
  await expect(popup.frameLocator('iframe').getByTestId('account')).toHaveText('member01', slow)
  await popup.getByRole('button', { name: 'Play in the page' }).click()
  await expect(page).toHaveURL(/\/seamless$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The same game, now in the page, with the header's session clock of a game page around it.
  await expect(page.getByRole('main').frameLocator('iframe').getByTestId('account')).toHaveText(
    'member01',
    slow,
  )
  await expect(page.getByRole('banner').getByRole('timer', { name: 'Session time' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Close game' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('a trial account gets the real-account dialog and stays on the page', async ({ page, baseURL }) => {
  await visitSignedIn(page, baseURL, 'trial01')
  await (await firstLiveVendor(page)).click()
  const dialog = page.getByRole('dialog', { name: 'A real account is needed' })
  await expect(dialog).toBeVisible(slow)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('a visitor who starts a game is sent to /login, which asks them to log in first', async ({ page }) => {
  await page.goto('/')
  await (await firstLiveVendor(page)).click()
  await expect(page).toHaveURL(/\/login\?next=%2F&reason=signInRequired$/, slow)
  await expect(page.getByText('Please log in first.')).toBeVisible()
})

test('/vnLottery without a session goes to /login', async ({ page }) => {
  await page.goto('/vnLottery')
  await expect(page).toHaveURL(/\/login\?next=%2FvnLottery&reason=signInRequired$/, slow)
})

test('a favourite survives a reload', async ({ page, baseURL }) => {
  await visitSignedIn(page, baseURL, 'member01', '/rng')
  const star = page.getByRole('button', { name: /^Favourite / }).first()
  await expect(star).toBeVisible(slow)
  const name = await star.getAttribute('aria-label')
  const sameStar = page.getByRole('button', { name: name ?? '' })
  const before = await sameStar.getAttribute('aria-pressed')
  const after = before === 'true' ? 'false' : 'true'
  await sameStar.click()
  await expect(sameStar).toHaveAttribute('aria-pressed', after)
  // The toggle is saved before the page goes (the star turns at once; the call follows).
  await page.waitForLoadState('networkidle')
  await page.reload()
  await expect(sameStar).toHaveAttribute('aria-pressed', after, slow)
})

test('quick taps on the stars settle where the last tap left each of them', async ({
  page,
  baseURL,
  sim,
}) => {
  // A new member has no favourite.
  const token = await signIn(baseURL ?? '', await createAccount(sim, 'taps'))
  await withSession(page, token)
  await page.goto('/rng')
  const stars = page.getByRole('button', { name: /^Favourite / })
  await expect(stars.nth(1)).toHaveAttribute('aria-pressed', 'false', slow)
  const [first, second] = await Promise.all([0, 1].map((n) => stars.nth(n).getAttribute('aria-label')))
  const star = (label: string | null | undefined) =>
    page.getByRole('button', { name: label ?? '', exact: true })
  // Three taps inside the throttle's second (spec §9): each star turns at once, none is ignored.
  const removed = page.waitForResponse(/MCSFE_removeFavoriteGameV2/, slow)
  await star(first).click()
  await star(second).click()
  await star(first).click()
  await expect(star(first)).toHaveAttribute('aria-pressed', 'false')
  await expect(star(second)).toHaveAttribute('aria-pressed', 'true')
  // The calls follow one a second (the first added, the second added, the first removed): the server ends with
  // the second game alone.
  await removed
  const favourites = await apiClient(baseURL ?? '', token).call(endpoints.favoriteGames, undefined)
  expect(favourites).toHaveLength(1)
  await page.reload()
  await expect(star(second)).toHaveAttribute('aria-pressed', 'true', slow)
  await expect(star(first)).toHaveAttribute('aria-pressed', 'false')
})

test('the free trial works logged out', async ({ page }) => {
  await page.goto('/rng')
  await page.getByRole('button', { name: 'FREE TRIAL' }).first().click({ force: true })
  const popup = page.getByRole('dialog')
  await expect(popup).toBeVisible(slow)
  await expect(popup.frameLocator('iframe').getByTestId('account')).toHaveText(/Free trial/, slow)
})
