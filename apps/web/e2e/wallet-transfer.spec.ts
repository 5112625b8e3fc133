import type { Page } from '@playwright/test'
import { createAccount, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

/** Issue 14: My wallet (transfers, collect all, single-wallet mode), the launcher's way out, manual rebate. */

// Several pages, chunks and transfers per test on a 2-core machine shared with others.
test.describe.configure({ timeout: 180_000 })

const phone = { width: 390, height: 844 }
const shots = () => `${test.info().project.outputDir}/wallet-transfer`

interface LedgerView {
  balances: Record<string, number>
  entries: { kind: string; wallet: string; amount: number; reference: string }[]
}

const header = (page: Page) => page.getByTestId('balance-amount')
const main = (page: Page) => page.getByTestId('main-wallet')
const row = (page: Page, vendor: string) => page.getByTestId(`wallet-${vendor}`)

async function openWallet(page: Page, token: string) {
  await withSession(page, token)
  await page.goto('/member/transferFund')
  // The page is a chunk of its own, fetched on a busy machine: the first wait allows for it.
  await expect(main(page)).toBeVisible({ timeout: 45_000 })
}

async function transfer(page: Page, direction: 'into' | 'out of', vendor: string, amount: string | 'all') {
  await page.getByRole('button', { name: `Transfer ${direction} ${vendor}` }).click()
  const dialog = page.getByRole('dialog', { name: `Transfer: ${vendor}` })
  if (amount === 'all') await dialog.getByRole('button', { name: 'All' }).click()
  else await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(dialog).toBeHidden()
}

test.describe('desktop, English', () => {
  test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

  test('a member transfers 30 to a game wallet and back, collects all, and the header balance follows', async ({
    page,
    baseURL,
    sim,
  }) => {
    const account = await createAccount(sim, 'wallet', { balance: 100 })
    await openWallet(page, await signIn(baseURL ?? '', account))
    await expect(main(page)).toHaveText('100.00')
    await expect(header(page)).toHaveText(/100\.00/)
    await expect(row(page, 'SBO')).toContainText('Maintenance')
    await expect(row(page, 'SBO').getByRole('button', { name: /^Transfer into/ })).toBeDisabled()

    await transfer(page, 'into', 'PG Soft', '30')
    await expect(page.getByRole('status')).toHaveText('30.00 transferred to PG Soft.')
    await expect(main(page)).toHaveText('70.00')
    await expect(row(page, 'PG').getByTestId('wallet-balance')).toHaveText('30.00')
    await expect(page.getByTestId('total-wallets')).toHaveText('100.00')
    await expect(header(page)).toHaveText(/70\.00/)
    await keepScreenshot(page, `${shots()}/wallet-en-desktop.png`, { fullPage: true })

    await transfer(page, 'out of', 'PG Soft', 'all')
    await expect(main(page)).toHaveText('100.00')
    await expect(row(page, 'PG').getByTestId('wallet-balance')).toHaveText('0.00')
    await expect(header(page)).toHaveText(/100\.00/)

    await transfer(page, 'into', 'Evolution', '12.5')
    await transfer(page, 'into', 'JILI', '7.25')
    await expect(main(page)).toHaveText('80.25')
    await page.getByRole('button', { name: 'Collect all to main' }).click()
    await expect(page.getByRole('status')).toHaveText('19.75 collected to your main wallet.')
    await expect(main(page)).toHaveText('100.00')
    await expect(header(page)).toHaveText(/100\.00/)
    await expect(page.getByRole('button', { name: 'Collect all to main' })).toBeDisabled()

    const ledger = await sim.value<LedgerView>(`/ledger/${account}?limit=20`)
    // In, out, in, in, and one pair per wallet collected: six transfers, one pair each.
    expect(ledger.entries.filter((entry) => entry.kind === 'transferIn')).toHaveLength(6)
    expect(ledger.entries.filter((entry) => entry.kind === 'transferOut')).toHaveLength(6)
    expect(ledger.balances.main).toBe(100)
  })

  test('a bad amount is said beside the field and nothing is sent', async ({ page, baseURL, sim }) => {
    const account = await createAccount(sim, 'wallet', { balance: 20 })
    await openWallet(page, await signIn(baseURL ?? '', account))
    let posts = 0
    page.on('request', (request) => {
      if (request.url().includes('GCS_walletTransfer')) posts += 1
    })
    await page.getByRole('button', { name: 'Transfer into PG Soft' }).click()
    const dialog = page.getByRole('dialog', { name: 'Transfer: PG Soft' })
    const amount = dialog.getByLabel('Amount')
    await amount.fill('1.234')
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect(amount).toHaveAccessibleDescription('Enter a number with at most 2 decimals')
    await amount.fill('25')
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect(amount).toHaveAccessibleDescription('The most you can transfer is 20.00')
    await expect(amount).toHaveValue('25')
    expect(posts).toBe(0)
  })

  test('a dropped connection at transfer, then Retry: one transfer pair in the ledger', async ({
    page,
    baseURL,
    sim,
  }) => {
    const account = await createAccount(sim, 'wallet', { balance: 100 })
    await openWallet(page, await signIn(baseURL ?? '', account))
    const keys: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('GCS_walletTransfer'))
        keys.push((request.postDataJSON() as { requestId: string }).requestId)
    })
    // The server makes the transfer; its answer never reaches the browser.
    await page.route(
      '**/wps/relay/GCS_walletTransfer',
      async (route) => {
        await route.fetch()
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    await page.getByRole('button', { name: 'Transfer into PG Soft' }).click()
    const dialog = page.getByRole('dialog', { name: 'Transfer: PG Soft' })
    await dialog.getByLabel('Amount').fill('30')
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect(dialog.getByRole('alert')).toContainText('Retry is safe')
    await expect(dialog.getByLabel('Amount')).toHaveValue('30')
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await expect(dialog).toBeHidden()
    await expect(main(page)).toHaveText('70.00')
    await expect(row(page, 'PG').getByTestId('wallet-balance')).toHaveText('30.00')

    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    const ledger = await sim.value<LedgerView>(`/ledger/${account}?limit=20`)
    const pairs = ledger.entries.filter(
      (entry) => entry.kind === 'transferOut' || entry.kind === 'transferIn',
    )
    expect(pairs.map((entry) => [entry.kind, entry.wallet, entry.amount])).toEqual([
      ['transferIn', 'PG', 30],
      ['transferOut', 'main', -30],
    ])
    expect(new Set(pairs.map((entry) => entry.reference)).size).toBe(1)
  })

  test("a broke member's launch offers Deposit and Transfer instead of a network error", async ({
    page,
    baseURL,
  }) => {
    await withSession(page, await signIn(baseURL ?? '', 'broke01'))
    await page.goto('/rng')
    await page.getByRole('button', { name: 'PLAY NOW' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Not enough balance' })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'The game could not start' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Transfer' })).toBeVisible()
    await keepScreenshot(page, `${shots()}/launch-broke-en-desktop.png`)
    await dialog.getByRole('button', { name: 'Deposit' }).click()
    await expect(page).toHaveURL(/\/member\/depositv2$/)
    await expect(dialog).toBeHidden()
  })

  test('a rebate claim shows in the balance', async ({ page, baseURL, sim }) => {
    await withSession(page, await signIn(baseURL ?? '', 'member01'))
    await page.goto('/member/manualRebate')
    const total = page.getByTestId('rebate-total')
    await expect(total).toBeVisible({ timeout: 45_000 })
    await expect(page.getByTestId('rebate-RNG')).toContainText('1.2%')
    await expect(page.getByTestId('rebate-PVP')).toContainText('-')
    await expect(header(page)).toHaveText(/\d/)
    const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))
    const claimed = number(await total.textContent())
    const before = number(await header(page).textContent())
    expect(claimed).toBeGreaterThan(0)
    await keepScreenshot(page, `${shots()}/rebate-en-desktop.png`, { fullPage: true })
    await page.getByRole('button', { name: /^Claim / }).click()
    await expect(page.getByRole('status')).toContainText('rebate added to your main wallet')
    await expect(total).toHaveText('0.00')
    await expect(page.getByRole('button', { name: /^Claim / })).toBeDisabled()
    await expect.poll(async () => number(await header(page).textContent())).toBeCloseTo(before + claimed, 2)
    const ledger = await sim.value<LedgerView>('/ledger/member01?limit=1')
    expect(ledger.entries[0]).toMatchObject({ kind: 'rebate', amount: claimed })
  })
})

test('single-wallet mode hides the transfers; the page says games draw on the main balance (zh-Hant, phone)', async ({
  page,
  baseURL,
  sim,
}) => {
  await visitAs(page, { language: 'TW' })
  await page.setViewportSize(phone)
  await sim.post('/wallet-mode', { single: true })
  const account = await createAccount(sim, 'single', { balance: 55 })
  await openWallet(page, await signIn(baseURL ?? '', account))
  await expect(main(page)).toHaveText('55.00')
  await expect(page.getByTestId('single-wallet')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('button', { name: '一鍵回收至主錢包' })).toHaveCount(0)
  await keepScreenshot(page, `${shots()}/wallet-single-zh-Hant-phone.png`, { fullPage: true })
})

// The transfer dialog right to left on a phone, and in the light theme on a desktop; centre-walk.spec.ts opens
// both pages in every language at both widths.
for (const [language, viewport, name] of [
  ['AR', phone, 'ar-phone'],
  ['TW', { width: 1280, height: 900 }, 'zh-Hant-desktop-light'],
] as const)
  test(`My wallet and Manual rebate in ${name}`, async ({ page, baseURL, sim }) => {
    await visitAs(page, { language, theme: name.endsWith('light') ? 'light' : 'dark' })
    await page.setViewportSize(viewport)
    const account = await createAccount(sim, 'wallet', { balance: 100 })
    await openWallet(page, await signIn(baseURL ?? '', account))
    if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('button', { name: language === 'AR' ? 'تحويل إلى PG Soft' : '轉入 PG Soft' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').fill('30')
    await keepScreenshot(page, `${shots()}/transfer-dialog-${name}.png`)
    await dialog.locator('button[type="submit"]').click()
    await expect(dialog).toBeHidden()
    await expect(main(page)).toHaveText('70.00')
    await keepScreenshot(page, `${shots()}/wallet-${name}.png`, { fullPage: true })
    await page.goto('/member/manualRebate')
    await expect(page.getByTestId('rebate-total')).toBeVisible({ timeout: 45_000 })
    await keepScreenshot(page, `${shots()}/rebate-${name}.png`, { fullPage: true })
  })
