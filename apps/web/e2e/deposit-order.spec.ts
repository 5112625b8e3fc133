import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
import { askedWithdrawal } from './ledger'
import { signedInOnPage } from './signed-in'
import { apiClient, createAccount, expect, keepScreenshot, signIn, test } from './support'

/**
 * Issue 32: after the deposit order. The member adds their bank's reference to a waiting bank transfer (a
 * malformed one refused beside the field, nothing sent), asks for a chat room about the order and opens it, and
 * the member centre's Deposit entry counts the waiting order until the back office approves it.
 */

const shots = new URL('../../../test-results/deposit-order/', import.meta.url).pathname
const slow = { timeout: 45_000 }
const referenceCall = '**/wps/relay/MCSFE_updateDepositReference'

test('a waiting bank transfer: the bank reference saved, a chat room opened, the Deposit badge until approval', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { account } = await signedInOnPage(page, sim, baseURL, { prefix: 'dref', balance: 0 })
  await page.goto('/member/depositv2')
  await expect(page.getByTestId('channel-BANK01')).toBeVisible(slow)
  const menu = page.getByRole('navigation', { name: 'Member centre' })
  await expect(menu.getByTestId('badge-depositv2')).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Amount' }).fill('300')
  await page.getByRole('button', { name: 'Submit deposit' }).click()
  const actions = page.getByTestId('order-actions').first()
  await expect(actions).toBeVisible()

  // Malformed: said beside the field, nothing sent, what was typed stays.
  let saves = 0
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_updateDepositReference')) saves += 1
  })
  const field = actions.getByRole('textbox', { name: 'Bank reference of your transfer' })
  await field.fill('FT 26')
  await actions.getByRole('button', { name: 'Save reference' }).click()
  await expect(actions.getByRole('alert')).toHaveText(
    'Enter 4 to 40 letters, digits or . _ / - without spaces',
  )
  await expect(field).toHaveValue('FT 26')
  expect(saves).toBe(0)

  // A lost answer keeps what was typed; the same button saves it, once per click.
  let reached = 0
  await page.route(referenceCall, async (route) => {
    reached += 1
    if (reached === 1) await route.abort('connectionreset')
    else await route.continue()
  })
  await field.fill('FT26-0042')
  await actions.getByRole('button', { name: 'Save reference' }).click()
  await expect(actions.getByText(/Network link is abnormal/)).toBeVisible()
  await expect(field).toHaveValue('FT26-0042')
  await actions.getByRole('button', { name: 'Save reference' }).click()
  await expect(actions.getByTestId('saved-reference')).toHaveText('Saved: FT26-0042')
  expect(saves).toBe(2)
  await expect(actions.getByRole('button', { name: 'Replace reference' })).toBeVisible()

  // The chat room names the order; the link opens in a tab of its own.
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  await actions.getByRole('button', { name: 'Chat with the deposit desk' }).click()
  const link = actions.getByRole('link', { name: 'Open the chat' })
  await expect(link).toHaveAttribute('target', '_blank')
  const [room] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(room.locator('main')).toContainText(reference)
  await room.close()

  // Moving to another page of the centre reads the count: one deposit waits.
  await menu.getByRole('link', { name: /^My wallet/ }).click()
  await expect(menu.getByTestId('badge-depositv2')).toHaveText('1 waiting for approval', slow)
  await expect(menu.getByRole('link', { name: 'Deposit 1 waiting for approval' })).toBeVisible()
  await page.goto('/member/depositv2')
  await expect(page.getByTestId('deposit-orders')).toContainText(reference, slow)
  // The list's waiting order folds its reference and chat; opened, it shows the reference saved.
  await page.getByText('Reference and chat').click()
  await expect(page.getByTestId('deposit-orders').getByTestId('saved-reference')).toHaveText(
    'Saved: FT26-0042',
  )
  await keepScreenshot(page, `${shots}en-desktop-orders.png`, { fullPage: true })
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  // Approved by the back office: the real-time message takes the badge away without a reload.
  const { pending } = await sim.value<{ pending: { id: string }[] }>(`/ledger/${account}`)
  await sim.post('/ledger/approve', { account, entryId: pending[0]?.id })
  await expect(menu.getByTestId('badge-depositv2')).toHaveCount(0, slow)
})

// A 1×1 png: the payer's transfer receipt.
const receiptPng = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='}`

test('a member-to-member payment: the withdrawer sees the payer’s bank reference and receipt before answering', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // The withdrawer asks 173 (an amount no other test withdraws, so the payer is matched with this one).
  const withdrawer = await signedInOnPage(page, sim, baseURL, { prefix: 'wproof', balance: 500 })
  await askedWithdrawal(apiClient(baseURL ?? '', withdrawer.token), '173', `e2e-proof-${withdrawer.account}`)
  // The payer pays it, adds their bank's reference and sends the receipt, which asks the withdrawer.
  const payer = await createAccount(sim, 'pproof', { balance: 0 })
  const asPayer = apiClient(baseURL ?? '', await signIn(baseURL ?? '', payer))
  const order = await asPayer.call(endpoints.submitDeposit, {
    channelId: 'C2C01',
    amount: '173',
    idempotencyKey: `e2e-proof-${payer}`,
  })
  await asPayer.call(endpoints.updateDepositReference, {
    reference: order.reference,
    memberReference: 'VCB-889911',
  })
  await asPayer.call(endpoints.uploadDepositReceipt, {
    reference: order.reference,
    images: [receiptPng],
    remark: 'Paid 10:05',
  })

  await page.goto('/member/withdraw')
  const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal request' })
  await expect(dialog.getByTestId('payment-confirmation')).toBeVisible(slow)
  await dialog.getByRole('button', { name: 'See the payer’s proof' }).click()
  const proof = dialog.getByTestId('payer-proof')
  await expect(proof).toContainText('Payer’s bank reference')
  await expect(proof).toContainText('VCB-889911')
  await expect(proof).toContainText('Paid 10:05')
  await expect(proof.getByRole('img', { name: 'Receipt 1 of 1' })).toHaveAttribute('src', receiptPng)
  await keepScreenshot(page, `${shots}en-desktop-proof.png`)
  expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
})
