import type { Page } from '@playwright/test'
import { expect, signIn, test, visitAs, withSession } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

async function visitSignedIn(page: Page, baseURL: string | undefined, account = 'member01') {
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByText(account, { exact: true })).toBeVisible()
  return header
}

/** The drop-down's entries: member-centre pages that exist (spec §2's records join with theirs). */
const memberItems = [
  'My account',
  'Withdraw',
  'Account record',
  'Betting record',
  'Profile',
  'My games',
  /^Messages/,
  'Sign out',
]

/** The amount with the locale's separators and exactly 2 decimals, after the currency symbol. */
const twoDecimals = /\d{1,3}(,\d{3})*\.\d{2}$/

/**
 * member01's header panel, one behaviour a step: each leaves the panel as it found it (the balance shown, the
 * menu closed), so they share one sign-in and one page load.
 */
test("a signed-in member's panel: name, balance, refresh, menu, hiding the balance, game pages", async ({
  page,
  baseURL,
}) => {
  const header = await visitSignedIn(page, baseURL)
  const amount = header.getByTestId('balance-amount')

  await test.step('it shows the account name and a balance with 2 decimals', async () => {
    await expect(amount).toHaveText(twoDecimals)
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    // Quick deposit opens depositv2, quick withdraw opens withdraw (spec §2).
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2')
    await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw')
    await expect(header.getByRole('link', { name: /My profile$/ })).toHaveAttribute('href', '/member/profile')
    // member01 has unread messages in the simulator's seed.
    await expect(header.getByTestId('unread-count')).toHaveText(/^\d+\+?$/)
    await expect(header.getByRole('link', { name: /^Messages, unread: \d+$/ })).toBeVisible()
    // Only agents get the shortcut.
    await expect(header.getByRole('link', { name: 'Agent centre' })).toHaveCount(0)
  })

  await test.step('refresh asks the wallet for the balance again', async () => {
    // The wallet, the one owner of every balance, answers the header too: one call for all of them.
    const reloaded = page.waitForResponse((response) => response.url().includes('/GCS_getAllWalletBalanceV2'))
    await header.getByRole('button', { name: 'Refresh balance' }).click()
    expect((await reloaded).ok()).toBe(true)
    await expect(amount).toHaveText(twoDecimals)
  })

  await test.step('the member menu opens with the keyboard and lists the member items', async () => {
    const button = header.getByRole('button', { name: 'Account menu' })
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('menu', { name: 'Account menu' })
    const items = menu.getByRole('menuitem')
    await expect(items).toHaveText(memberItems)
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
  })

  await test.step('hiding the balance masks its digits and survives a reload', async () => {
    await header.getByRole('button', { name: 'Hide balance' }).click()
    await expect(amount).toHaveText(/\*{4}\.\*{2}$/)
    await expect(amount).not.toHaveText(/\d/)
    await page.reload()
    await expect(amount).toHaveText(/\*{4}\.\*{2}$/)
    await expect(header.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true')
    await header.getByRole('button', { name: 'Hide balance' }).click()
    await expect(amount).toHaveText(twoDecimals)
  })

  await test.step('game pages show the balance beside the session clock, on a phone and a desktop', async () => {
    await page.goto('/rng')
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 })
      await expect(amount).toHaveText(twoDecimals)
      await expect(header.getByRole('timer', { name: 'Session time' })).toBeVisible()
      // Both fit the header's row: nothing pushes the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
})

test('an agent also gets the agent centre, in the menu and as a shortcut', async ({ page, baseURL }) => {
  const header = await visitSignedIn(page, baseURL, 'agent01')
  await expect(header.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/agentHome')
  await header.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    ...memberItems.slice(0, -1),
    'Agent centre',
    'Sign out',
  ])
})

test('signing out asks first: Cancel keeps the session, Confirm ends it', async ({ page, baseURL }) => {
  const header = await visitSignedIn(page, baseURL)
  const signOut = async () => {
    await header.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out?' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  await (await signOut()).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(header.getByText('member01', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull()

  await (await signOut()).getByRole('button', { name: 'Sign out' }).click()
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(header.getByText('member01', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
})

test("a trial account's panel shows", async ({ page, baseURL }) => {
  const header = await visitSignedIn(page, baseURL, 'trial01')
  await expect(header.getByTestId('balance-amount')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible()
  // Trial accounts have no inbox (spec §6: no member areas), and the session skips their unread count.
  await expect(header.getByRole('link', { name: /^Messages/ })).toHaveCount(0)
  await expect(header.getByTestId('unread-count')).toHaveCount(0)
})

test('a broken avatar falls back to the default one', async ({ page, baseURL }) => {
  await page.route(/\/sim\/art\/avatar\//, (route) => route.abort())
  const header = await visitSignedIn(page, baseURL)
  await expect(header.getByTestId('default-avatar')).toBeVisible()
})
