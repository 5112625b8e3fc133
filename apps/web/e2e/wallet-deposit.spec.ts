import type { Page } from '@playwright/test'
import {
  createAccount,
  type DevSurface,
  expect,
  keepScreenshot,
  signIn,
  test,
  visitAs,
  withSession,
} from './support'

const submitCall = '**/wps/relay/MCSFE_createDepositTask'
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

interface LedgerView {
  balances: Record<string, number>
  pending: { id: string; kind: string; reference: string }[]
  entries: { kind: string; reference: string; status: string }[]
}

const ledgerOf = (sim: DevSurface, account: string) => sim.value<LedgerView>(`/ledger/${account}?limit=100`)
const deposits = async (sim: DevSurface, account: string) =>
  (await ledgerOf(sim, account)).entries.filter((entry) => entry.kind === 'deposit')

async function subscribed(sim: DevSurface, account: string): Promise<boolean> {
  const connections = await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')
  return connections.some((connection) => connection.account === account && connection.topics.length > 0)
}

/** A brand-new member with nothing in the wallet, signed in on the home page. */
async function newMember(page: Page, sim: DevSurface, baseURL: string | undefined, language = 'EN') {
  await visitAs(page, { language })
  const account = await createAccount(sim, 'dep', { balance: 0 })
  await withSession(page, await signIn(baseURL ?? '', account))
  return account
}

async function openDeposit(page: Page) {
  await page.goto('/member/depositv2')
  // The page is a chunk of its own, fetched on a busy machine: the first wait allows for it.
  await expect(page.getByTestId('channel-BANK01')).toBeVisible({ timeout: 45_000 })
}

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' })

test.describe('deposit, desktop', () => {
  test.use({ viewport: desktop })

  test('a new member deposits 100 from the header; approved, the header shows 100.00 without a reload', async ({
    page,
    sim,
    baseURL,
  }) => {
    const account = await newMember(page, sim, baseURL)
    await page.goto('/')
    const balance = page.getByRole('banner').getByTestId('balance-amount')
    await expect(balance).toHaveText(/0\.00$/, { timeout: 30_000 })
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click()
    await expect(page).toHaveURL(/\/member\/depositv2$/)
    await expect(page.getByTestId('channel-BANK01')).toBeVisible({ timeout: 45_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()

    // Amount problems show beside the field as they are typed; what was typed stays.
    const field = amountField(page)
    const problems: [string, string][] = [
      ['abc', 'Enter the amount in digits, such as 100 or 100.50'],
      ['100.555', 'Use at most 2 decimals'],
      ['50', 'The minimum for this channel is 100.00'],
      ['60000', 'The maximum for this channel is 50,000.00'],
    ]
    for (const [typed, says] of problems) {
      await field.fill(typed)
      await expect(field).toHaveAccessibleDescription(new RegExp(says.replace('.', '\\.')))
      await expect(page.getByText(says, { exact: true })).toBeVisible()
      await expect(field).toHaveValue(typed)
    }
    // Another channel checks the same amount against its own limits.
    await field.fill('20')
    await page.getByTestId('channel-QR01').click()
    await expect(page.getByText('The minimum', { exact: false })).toHaveCount(0)
    await page.getByTestId('channel-BANK01').click()
    await expect(page.getByText('The minimum for this channel is 100.00')).toBeVisible()

    await page.getByRole('button', { name: '100.00', exact: true }).click()
    await expect(field).toHaveValue('100')
    await expect(page.getByText('Demo Savings Bank').first()).toBeVisible()
    let navigations = 0
    page.on('framenavigated', () => {
      navigations += 1
    })
    await page.getByRole('button', { name: 'Submit deposit' }).click()
    await expect(page.getByRole('heading', { name: 'Deposit order placed' })).toBeVisible()
    const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
    expect(reference).toMatch(/^DP\d+$/)
    // What to type into the bank app, each with a copy button; a bank transfer has no QR code.
    const pay = page.getByTestId('pay-order')
    await expect(pay).toContainText('6222 0210 0100 8888')
    await expect(pay.locator('canvas')).toHaveCount(0)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await pay.getByTestId('copy-reference').click()
    await expect(pay.getByTestId('copy-reference')).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
    await pay.getByTestId('copy-amount').click()
    await expect(pay.getByTestId('copy-amount')).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('100.00')
    const timeline = page.getByRole('list', { name: 'Order status' })
    await expect(timeline.getByRole('listitem')).toHaveText([
      /Submitted/,
      /Processing/,
      /Approved or rejected/,
    ])
    const [pending] = (await ledgerOf(sim, account)).pending
    expect(pending?.reference).toBe(reference)
    await expect(balance).toHaveText(/0\.00$/)

    // The back office approves: the header and the timeline follow without a reload.
    await expect.poll(() => subscribed(sim, account)).toBe(true)
    await sim.post('/ledger/approve', { account, entryId: pending?.id })
    await expect(balance).toHaveText(/100\.00$/)
    await expect(timeline.getByRole('listitem')).toHaveText([/Submitted/, /Processing/, /Approved/])
    const row = page.getByTestId('deposit-orders').getByRole('row', { name: new RegExp(reference) })
    await expect(row).toContainText('Approved')
    await expect(row).toContainText('100.00')
    expect(navigations).toBe(0)
    await keepScreenshot(page, test.info().outputPath('deposit-en-desktop-approved.png'), { fullPage: true })
  })

  test('a dropped connection at submit, then Retry: exactly one order in the ledger', async ({
    page,
    sim,
    baseURL,
  }) => {
    const account = await newMember(page, sim, baseURL)
    await openDeposit(page)
    const retry = page.getByRole('button', { name: 'Retry' })

    // 1. The connection drops before the server sees the order.
    await sim.post('/faults', { kind: 'drop', path: '/wps/relay/MCSFE_createDepositTask' })
    await amountField(page).fill('150')
    await page.getByRole('button', { name: 'Submit deposit' }).click()
    await expect(page.getByRole('alert')).toContainText('Retry sends the same order again')
    await expect(amountField(page)).toHaveValue('150')
    await retry.click()
    await expect(page.getByRole('heading', { name: 'Deposit order placed' })).toBeVisible()
    expect(await deposits(sim, account)).toHaveLength(1)

    // 2. The server makes the order, and its answer is lost on the way back.
    await page.getByRole('button', { name: 'New deposit' }).click()
    const keys: string[] = []
    let lose = true
    await page.route(submitCall, async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
      const response = await route.fetch()
      if (lose) {
        lose = false
        await route.abort('connectionreset')
      } else await route.fulfill({ response })
    })
    await amountField(page).fill('200.50')
    await page.getByRole('button', { name: 'Submit deposit' }).click()
    await expect(page.getByRole('alert')).toContainText('Network link is abnormal')
    await expect(amountField(page)).toHaveValue('200.50')
    expect(await deposits(sim, account)).toHaveLength(2)
    await keepScreenshot(page, test.info().outputPath('deposit-en-desktop-uncertain.png'), { fullPage: true })
    await retry.click()
    await expect(page.getByRole('heading', { name: 'Deposit order placed' })).toBeVisible()
    const reference = await page.getByTestId('order-reference').textContent()
    const all = await deposits(sim, account)
    expect(all).toHaveLength(2)
    expect(all.map((entry) => entry.reference)).toContain(reference)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    // The heading's row and the two orders' (a waiting order's folded reference and chat sit in a row of their own).
    const orderRows = page
      .getByTestId('deposit-orders')
      .getByRole('row')
      .filter({ hasNot: page.locator('details') })
    await expect(orderRows).toHaveCount(3)
  })

  test('a deposit past the daily limit is refused beside the form; nothing is placed', async ({
    page,
    sim,
    baseURL,
  }) => {
    const account = await newMember(page, sim, baseURL)
    await page.goto('/member/saferGambling')
    const limit = page.getByTestId('limit-deposit.day')
    await limit.getByRole('textbox').fill('120', { timeout: 45_000 })
    await limit.getByRole('button', { name: 'Save' }).click()
    await expect(limit.getByTestId('limit-current')).toHaveText('120.00')
    await openDeposit(page)
    await amountField(page).fill('150')
    await page.getByRole('button', { name: 'Submit deposit' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'This deposit would go over your deposit limit. You can still deposit 120.00.',
    )
    await expect(amountField(page)).toHaveValue('150')
    expect(await deposits(sim, account)).toHaveLength(0)
  })
})

const receiptCall = '**/wps/relay/MCSFE_uploadDepositEncodedImage'
// A 1×1 png: a transfer receipt.
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('a bank transfer with a promotion, and its receipt: previewed, a failed send keeps it, one upload per click, the back office sees it', async ({
  page,
  sim,
  baseURL,
}) => {
  await page.setViewportSize(phone)
  const account = await newMember(page, sim, baseURL)
  await openDeposit(page)
  await amountField(page).fill('300')
  // The bank channel's first-deposit promotion goes with the order.
  await page.getByTestId('promotion-FIRST100').click()
  await expect(page.getByTestId('promotion-FIRST100')).toContainText('turnover ×10')
  await page.getByRole('button', { name: 'Submit deposit' }).click()
  await expect(page.getByTestId('order-promotion')).toContainText('First deposit 100%')
  const form = page.getByRole('form', { name: 'Payment receipt' })
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Send receipt' }).click()
  await expect(form.getByRole('alert')).toHaveText('Add at least one image of the receipt')
  await form.getByLabel('Choose images').setInputFiles([
    { name: 'slip.png', mimeType: 'image/png', buffer: receiptPng },
    { name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ])
  await expect(form.getByRole('img', { name: 'slip.png' })).toBeVisible()
  await expect(form.getByRole('alert')).toContainText('slip.gif: only png or jpg images can be uploaded.')
  await form.getByRole('textbox', { name: 'Remark (optional)' }).fill('Paid from ICBC 10:05')
  await keepScreenshot(page, test.info().outputPath('deposit-en-phone-receipt.png'), { fullPage: true })

  // The first send is cut off: everything stays for the same button.
  let uploads = 0
  await page.route(receiptCall, async (route) => {
    uploads += 1
    if (uploads === 1) await route.abort('connectionreset')
    else await route.continue()
  })
  await form.getByRole('button', { name: 'Send receipt' }).click()
  await expect(form.getByText(/Network link is abnormal/)).toBeVisible()
  await expect(form.getByRole('img', { name: 'slip.png' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Remark (optional)' })).toHaveValue('Paid from ICBC 10:05')
  await form.getByRole('button', { name: 'Send receipt' }).click()
  await expect(page.getByTestId('receipt-sent')).toBeVisible()
  await expect(page.getByTestId('order-timeline').locator('[data-step="receiptSent"]')).toContainText(
    'Receipt sent',
  )
  expect(uploads).toBe(2)
  const [pending] = (
    await sim.value<{ pending: { receipt?: { images: string[]; remark: string } }[] }>(`/ledger/${account}`)
  ).pending
  expect(pending?.receipt?.remark).toBe('Paid from ICBC 10:05')
  expect(pending?.receipt?.images).toEqual([`data:image/png;base64,${receiptPng.toString('base64')}`])
  // Approved with its receipt, the promotion pays its bonus as an entry of its own.
  await sim.post('/ledger/approve', { account, entryId: (await ledgerOf(sim, account)).pending[0]?.id })
  const bonuses = (await ledgerOf(sim, account)).entries.filter((entry) => entry.kind === 'bonus')
  expect(bonuses).toHaveLength(1)
})

const looks = [
  {
    language: 'TW',
    name: 'zh-Hant',
    deposit: '存款',
    submit: '提交存款',
    placed: '存款訂單已提交',
    dir: 'ltr',
  },
  {
    language: 'AR',
    name: 'ar',
    deposit: 'إيداع',
    submit: 'إرسال الإيداع',
    placed: 'تم إنشاء طلب الإيداع',
    dir: 'rtl',
  },
  {
    language: 'EN',
    name: 'en',
    deposit: 'Deposit',
    submit: 'Submit deposit',
    placed: 'Deposit order placed',
    dir: 'ltr',
  },
]

// Each language once, the widths alternating (English on a desktop is the first test's): the centre walk lays out
// every member page in each language at both widths.
const pairs = [
  ['zh-Hant', 'desktop'],
  ['ar', 'phone'],
  ['en', 'phone'],
] as const
for (const [name, size] of pairs)
  for (const look of looks.filter((one) => one.name === name)) {
    const viewport = { phone, desktop }[size]
    test(`${look.name}, ${size}: the header's Deposit opens the page; an order is placed and approved`, async ({
      page,
      sim,
      baseURL,
    }) => {
      await page.setViewportSize(viewport)
      const account = await newMember(page, sim, baseURL, look.language)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('dir', look.dir)
      await page.getByRole('banner').getByRole('link', { name: look.deposit }).click()
      await expect(page.getByTestId('channel-BANK01')).toBeVisible({ timeout: 45_000 })
      await expect(page.getByRole('heading', { level: 1, name: look.deposit })).toBeVisible()
      await page.getByTestId('channel-QR01').click()
      const field = page.locator('input[inputmode="decimal"]')
      await field.fill('12.345')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveValue('12.345')
      await keepScreenshot(page, test.info().outputPath(`deposit-${look.name}-${size}-form.png`), {
        fullPage: true,
      })
      await field.fill('100')
      await page.getByRole('button', { name: look.submit }).click()
      await expect(page.getByRole('heading', { name: look.placed })).toBeVisible()
      // The QR channel's order is paid by scanning: the code is drawn from the order's payment page.
      const code = page.getByTestId('pay-order').getByRole('img')
      await expect(code).toBeVisible()
      await expect
        .poll(() => code.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL().length))
        .toBeGreaterThan(2000)
      await keepScreenshot(page, test.info().outputPath(`deposit-${look.name}-${size}-placed.png`), {
        fullPage: true,
      })
      await expect.poll(() => subscribed(sim, account)).toBe(true)
      const [pending] = (await ledgerOf(sim, account)).pending
      await sim.post('/ledger/approve', { account, entryId: pending?.id })
      if (size === 'desktop')
        await expect(page.getByRole('banner').getByTestId('balance-amount')).toHaveText(/100[.,٫]00$|١٠٠٫٠٠$/)
      await expect(page.getByTestId('order-timeline').locator('[data-step="approved"]')).toBeVisible()
      // Nothing is wider than the screen, the header with its quick deposit and the new balance included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      await keepScreenshot(page, test.info().outputPath(`deposit-${look.name}-${size}-approved.png`), {
        fullPage: true,
      })
    })
  }
