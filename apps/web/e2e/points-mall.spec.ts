import { createAccount, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
// First loads wait longer: the catalogue and the mall read several calls, slow on a busy machine.
const slow = { timeout: 45_000 }
const shots = new URL('../../../test-results/points-mall/', import.meta.url).pathname

test('a member converts cash to points, redeems with the fund password, and sees the record pass without reload', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize(desktop)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'pm', { balance: 500 })
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/pointMall')

  const balance = page.getByTestId('points-balance')
  await expect(balance).toContainText('0', slow)
  await expect(page.getByTestId('main-balance')).toContainText('500.00')

  // Cash to points: 200 at 10 points per unit; the main wallet drops by as much.
  await page.getByRole('textbox', { name: 'Amount' }).fill('200')
  await expect(page.getByText('You get 2,000 points')).toBeVisible()
  await page.getByLabel('Fund password').fill('123456')
  await page.getByRole('button', { name: 'Convert to points' }).click()
  await expect(balance).toContainText('2,000')
  await expect(page.getByTestId('main-balance')).toContainText('300.00')

  // A quantity the points cannot pay is refused beside the field, before anything is sent.
  await page.getByRole('button', { name: 'Redeem Cash voucher 10' }).click()
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3')
  await page.getByLabel('Fund password').first().fill('123456')
  await page.getByRole('button', { name: 'Confirm redemption' }).click()
  await expect(page.getByText('You do not have enough points')).toBeVisible()
  await page.getByRole('textbox', { name: 'Quantity' }).fill('1')
  await page.getByRole('button', { name: 'Confirm redemption' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Redemption sent' })).toBeVisible()
  await expect(balance).toContainText('1,000')
  const records = page.getByTestId('redeem-records')
  await expect(records.getByRole('row', { name: /Cash voucher 10.*Applying/ })).toBeVisible()

  // The back office passes it: the record moves on this page, no reload.
  await sim.post('/points/decide', { account, status: 'passed' })
  await expect(records.getByRole('row', { name: /Cash voucher 10.*Passed/ })).toBeVisible(slow)
  await expect(page.getByTestId('points-never-expire')).toBeVisible()
  await keepScreenshot(page, `${shots}member-en-desktop.png`, { fullPage: true })

  // Phone, Arabic (right to left) and Traditional Chinese.
  await page.setViewportSize(phone)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('AR')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText('النقاط لا تنتهي صلاحيتها أبدًا.')).toBeVisible()
  await keepScreenshot(page, `${shots}member-ar-phone.png`, { fullPage: true })
  await page.getByRole('combobox').first().selectOption('TW')
  await expect(page.getByText('積分永不過期。')).toBeVisible()
  await expect(page.getByTestId('redeem-records').getByText('已通過')).toBeVisible()
  await keepScreenshot(page, `${shots}member-zh-Hant-phone.png`, { fullPage: true })
})

test('a visitor sees the rewards and rules; redeeming asks them to sign in and returns them', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await visitAs(page, { language: 'TW' })
  await page.goto('/pointMall')
  await expect(page.getByText('積分永不過期。')).toBeVisible(slow)
  await keepScreenshot(page, `${shots}visitor-zh-Hant-phone.png`, { fullPage: true })
  await page.setViewportSize(desktop)
  await keepScreenshot(page, `${shots}visitor-zh-Hant-desktop.png`, { fullPage: true })
  await page.getByRole('button', { name: '兌換 現金券 10' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2FpointMall/)
})

test('a member favourites a game and finds it under My games; unstarring it there takes it away', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(phone)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'mg')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/rng')
  const star = page.getByRole('button', { name: /^Favourite / }).first()
  await expect(star).toHaveAttribute('aria-pressed', 'false', slow)
  const label = (await star.getAttribute('aria-label')) ?? ''
  const saved = page.waitForResponse((response) => response.url().includes('MCSFE_addFavoriteGameV2'))
  await star.click()
  await saved

  // The header's member menu leads there.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'My games' }).click()
  await expect(page).toHaveURL(/\/member\/myGames$/)
  const favourites = page.getByTestId('favourite-games')
  const card = favourites.getByRole('button', { name: label })
  await expect(card).toHaveAttribute('aria-pressed', 'true', slow)
  await keepScreenshot(page, `${shots}my-games-en-phone.png`, { fullPage: true })
  await card.click()
  await expect(favourites.getByRole('button', { name: label })).toHaveCount(0)
  await expect(favourites.getByText('Tap the star on a game to keep it here.')).toBeVisible()
})
