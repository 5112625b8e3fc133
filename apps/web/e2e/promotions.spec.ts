import type { Page } from '@playwright/test'
import { createAccount, type DevSurface, expect, signIn, test, visitAs, withSession } from './support'

/**
 * Promotions (issue 15) end to end: a visitor sent to sign in and back, a member joining a deposit promotion,
 * depositing, claiming and finding the bonus in the balance, the reward centre and the account record; an
 * application with its remark and images. Languages and widths change inside the tests (zh-Hant, en, ar;
 * phone and desktop) rather than one test each.
 */
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }
const joinCall = '/wps/relay/MCSFE_signUpPromotionJoin'
// The page is a chunk of its own, fetched on a busy machine: the first wait allows for it.
const lazy = { timeout: 45_000 }

const badge = (page: Page) => page.locator('article span[data-status]')
const action = (page: Page, status: string) => page.locator(`article button[data-status="${status}"]`)

async function subscribed(sim: DevSurface, account: string): Promise<boolean> {
  const connections = await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')
  return connections.some((connection) => connection.account === account && connection.topics.length > 0)
}

async function switchTo(page: Page, language: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.evaluate((code) => localStorage.setItem('lang', code), language)
  await page.reload()
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`promotions-${name}.png`), fullPage: true })

test('a visitor signs in to join; the member deposits, claims, and finds the bonus in the balance and records', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(desktop)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'promo', { balance: 0 })

  // A visitor sees every promotion with its period and status; joining asks them to sign in first.
  await page.goto('/promotions')
  const card = page.locator('[data-promotion="PR-DEP100"]')
  await expect(card).toBeVisible(lazy)
  await expect(page.locator('[data-promotion="PR-SUMMER"] button[data-status="comingSoon"]')).toBeDisabled()
  await expect(page.locator('[data-promotion="PR-SPRING"]')).toContainText('Registration closed')
  await shot(page, 'en-desktop-visitor')
  await card.getByRole('button', { name: 'Join now' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fpromotions%2FPR-DEP100&reason=signInRequired$/)
  await expect(page.getByText('Please log in first.')).toBeVisible()
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'Username' }).fill(account)
  await form.getByLabel('Password', { exact: true }).fill('Demo1234')
  await form.getByRole('checkbox', { name: /18 or older/ }).check()
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/promotions\/PR-DEP100$/, lazy)

  // Signed in: join, then a deposit approved by the back office moves the status without a reload.
  await action(page, 'join').click()
  await expect(badge(page)).toHaveText('Signed up')
  await expect.poll(() => subscribed(sim, account), lazy).toBe(true)
  await sim.post('/ledger/deposit', { account, amount: '100.00' })
  const { pending } = await sim.value<{ pending: { id: string }[] }>(`/ledger/${account}`)
  await sim.post('/ledger/approve', { account, entryId: pending[0]?.id })
  await expect(badge(page)).toHaveText('Claim payout')
  const balance = page.getByRole('banner').getByTestId('balance-amount')
  await expect(balance).toHaveText(/100\.00$/)
  await shot(page, 'en-desktop-claim')

  // One claim, one request: the bonus lands in the balance at once.
  await action(page, 'claim').click()
  await expect(badge(page)).toHaveText('Claimed')
  await expect(action(page, 'claimed')).toBeDisabled()
  await expect(balance).toHaveText(/110\.00$/)

  // Arabic on a phone: the detail, then the reward centre's claimed list and the account record.
  await switchTo(page, 'AR', phone)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(badge(page)).toHaveText('تم الاستلام', lazy)
  // The missions come from the server in the page's language too.
  await expect(page.getByRole('progressbar', { name: 'سجّل الدخول 7 أيام' })).toBeVisible(lazy)
  await noSidewaysScroll(page)
  await shot(page, 'ar-phone-claimed')
  await page.goto('/member/rewardCenter')
  await page.getByRole('tab', { name: /تم الاستلام/ }).click(lazy)
  await expect(page.locator('tr[data-promotion="PR-DEP100"]')).toBeVisible()
  await expect(page.getByTestId('raffle-tickets')).toHaveText('2')
  await noSidewaysScroll(page)
  await shot(page, 'ar-phone-rewards')
  await page.goto('/member/transactionHistory')
  await expect(page.getByTestId('account-record').getByTestId('record').first()).toContainText('10.00', lazy)
})

test('an application takes a remark and three images; a fourth and a 6 MB one are refused; a failed send keeps it all', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(phone)
  await visitAs(page, { language: 'TW' })
  const account = await createAccount(sim, 'apply')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/promotions/PR-BIGWIN')
  await action(page, 'join').click(lazy)

  const remark = page.getByRole('textbox', { name: '備註' })
  await remark.fill('Won 8,888 on Fortune Tiger')
  await expect(page.getByTestId('remark-count')).toHaveText('26/140')
  const png = (name: string, bytes = 68) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) })
  const picker = page.locator('form input[type="file"]')
  const thumbs = page.locator('form li img')
  await picker.setInputFiles([png('a.png'), png('b.png'), png('c.png')])
  await expect(thumbs).toHaveCount(3)
  await picker.setInputFiles([png('d.png')])
  await expect(page.getByRole('alert')).toContainText('d.png')
  await expect(thumbs).toHaveCount(3)
  await page.locator('form li button').first().click()
  await expect(thumbs).toHaveCount(2)
  await picker.setInputFiles([png('big.png', 6 * 1024 * 1024)])
  await expect(page.getByRole('alert')).toContainText('big.png')
  await expect(thumbs).toHaveCount(2)
  await picker.setInputFiles([png('a.png')])
  await expect(thumbs).toHaveCount(3)
  await noSidewaysScroll(page)
  await shot(page, 'zh-Hant-phone-application')

  // The first send is lost on the way: what was typed and picked stays, and the same button sends it again.
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(joinCall)) posts.push(request.method())
  })
  await sim.post('/faults', { kind: 'http500', path: joinCall })
  const send = page.getByRole('button', { name: '提交申請' })
  await send.click()
  await expect(page.locator('form [role="alert"]')).toBeVisible()
  expect(posts).toHaveLength(1)
  await expect(remark).toHaveValue('Won 8,888 on Fortune Tiger')
  await expect(thumbs).toHaveCount(3)
  await send.click()
  await expect(badge(page)).toHaveText('申請中')
  expect(posts).toHaveLength(2)
  await expect(action(page, 'applying')).toBeDisabled()

  await switchTo(page, 'EN', desktop)
  await expect(badge(page)).toHaveText('Applying', lazy)
  await shot(page, 'en-desktop-applying')
})
