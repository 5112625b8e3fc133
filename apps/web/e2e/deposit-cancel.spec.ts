import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
import { askedWithdrawal } from './ledger'
import { signedInOnPage } from './signed-in'
import { apiClient, createAccount, expect, keepScreenshot, signIn, test } from './support'

/**
 * Issue 32: a member-to-member deposit cancelled. The payer places an order matched with another member's
 * withdrawal, thinks better of it before paying, and cancels it: a confirmation first (kept: nothing sent), then
 * one request; a lost answer offers Retry only, which sends the same key. The order then reads Cancelled, the
 * withdrawal is free for another payer, and the ledger records a status move with no money moved.
 */

const shots = new URL('../../../test-results/deposit-cancel/', import.meta.url).pathname
const slow = { timeout: 45_000 }
const cancelCall = '**/wps/relay/MCSFE_cancelC2CDeposit'

async function withdrawalOf(sim: Parameters<typeof createAccount>[0], baseURL: string, amount: string) {
  const withdrawer = await createAccount(sim, 'wcancel', { balance: 500 })
  const token = await signIn(baseURL, withdrawer)
  await askedWithdrawal(apiClient(baseURL, token), amount, `e2e-cancel-${withdrawer}`)
}

test('a member-to-member deposit cancelled before paying: confirmed, one key through a lost answer, no money moved', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // 137: an amount no other test withdraws, so this payer is matched with this withdrawal.
  await withdrawalOf(sim, baseURL ?? '', '137')
  const { account } = await signedInOnPage(page, sim, baseURL, { prefix: 'pcancel', balance: 0 })
  await page.goto('/member/depositv2')
  await page.getByTestId('channel-C2C01').click(slow)
  await page.getByRole('textbox', { name: 'Amount' }).fill('137')
  await page.getByRole('button', { name: 'Submit deposit' }).click()
  await expect(page.getByTestId('order-reference')).toBeVisible(slow)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''

  const bodies: { reference: string; idempotencyKey: string }[] = []
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_cancelC2CDeposit')) bodies.push(request.postDataJSON())
  })
  const placed = page.getByRole('region', { name: 'Deposit order placed' })
  const cancelButton = placed.getByRole('button', { name: 'Cancel this order' })

  // Asked, then kept: the confirmation closes and nothing is sent.
  await cancelButton.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this deposit order?' })
  await expect(dialog).toBeVisible()
  await keepScreenshot(page, `${shots}en-desktop-confirm.png`)
  expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
  await dialog.getByRole('button', { name: 'Keep the order' }).click()
  await expect(dialog).toBeHidden()
  expect(bodies).toEqual([])

  // Confirmed, and the answer lost: only Retry is offered, and it sends the same key.
  let reached = 0
  await page.route(cancelCall, async (route) => {
    reached += 1
    if (reached === 1) await route.abort('connectionreset')
    else await route.continue()
  })
  await cancelButton.click()
  await dialog.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(placed.getByText(/Network link is abnormal/)).toBeVisible()
  await expect(cancelButton).toHaveCount(0)
  await placed.getByRole('button', { name: 'Retry cancelling' }).click()

  // Cancelled: the timeline ends with it, the list says it, and nothing more can be done with the order.
  await expect(placed.getByTestId('order-timeline').locator('[data-step="cancelled"]')).toBeVisible(slow)
  await expect(placed.getByTestId('order-timeline')).toContainText('Cancelled')
  await expect(placed.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0)
  await expect(placed.getByRole('form', { name: 'Payment receipt' })).toHaveCount(0)
  const row = page.getByTestId('deposit-orders').getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Cancelled', slow)
  expect(bodies).toHaveLength(2)
  expect(bodies[1]).toEqual(bodies[0])
  expect(bodies[0]?.reference).toBe(reference)
  await keepScreenshot(page, `${shots}en-desktop-cancelled.png`, { fullPage: true })

  // The ledger: nothing waits and nothing moved; the entry's status move says the member cancelled it.
  const ledger = await sim.value<{
    pending: unknown[]
    balances: { main: number }
    entries: { reference: string; status: string }[]
  }>(`/ledger/${account}`)
  expect(ledger.pending).toEqual([])
  expect(ledger.balances.main).toBe(0)
  expect(ledger.entries.find((entry) => entry.reference === reference)?.status).toBe('rejected')

  // The withdrawal is free again: another member's order of the same amount is matched with it.
  const other = await createAccount(sim, 'pcancel', { balance: 0 })
  const next = await apiClient(baseURL ?? '', await signIn(baseURL ?? '', other)).call(
    endpoints.submitDeposit,
    { channelId: 'C2C01', amount: '137', idempotencyKey: `e2e-cancel-next-${other}` },
  )
  expect(next.status).toBe('processing')
})

for (const language of ['TW', 'AR'] as const)
  test(`the cancel's confirmation on a phone in ${language}`, async ({ page, sim, baseURL }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await withdrawalOf(sim, baseURL ?? '', language === 'TW' ? '138' : '139')
    await signedInOnPage(page, sim, baseURL, { prefix: 'pcancel', balance: 0, language })
    await page.goto('/member/depositv2')
    await page.getByTestId('channel-C2C01').click(slow)
    await page.locator('main input[inputmode="decimal"]').fill(language === 'TW' ? '138' : '139')
    await page.locator('main button[type="submit"]').click()
    await page.getByTestId('cancel-c2c').first().getByRole('button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible(slow)
    await keepScreenshot(page, `${shots}${language}-phone-confirm.png`)
    expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
    // Nothing overflows the phone's width.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })
