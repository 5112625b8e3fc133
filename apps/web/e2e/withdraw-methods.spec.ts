import { seriousViolations } from './axe'
import { createAccount, expect, signIn, test, visitAs, withSession } from './support'

const tron = 'TQ5NfXHZzbSoBKzQyrYsR4Gq8ggmKLYx9Z'

test('a coin address is bound on its network, a malformed one refused, and a withdrawal goes to it through the ledger', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(sim, 'coins', { balance: 500 })
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/withdrawAccounts')
  const methods = page.getByTestId('withdraw-methods')
  await expect(methods.getByRole('heading', { name: 'E-wallets and crypto addresses' })).toBeVisible({
    timeout: 30_000,
  })
  await methods.getByRole('button', { name: 'Add USDT' }).click()
  await methods
    .getByRole('textbox', { name: 'USDT address' })
    .fill('0x52908400098527886E0F7030069857D2E4169EE7')
  await methods.getByLabel('Fund password to confirm').fill('123456')
  await methods.getByRole('button', { name: 'Save account' }).click()
  // No network chosen: said before anything is sent.
  await expect(methods.getByText('Choose one of the networks offered')).toBeVisible()
  await methods.getByLabel('Network').selectOption('TRC20')
  await methods.getByRole('button', { name: 'Save account' }).click()
  // An Ethereum address is no Tron address: the platform refuses it, beside the field, keeping what was typed.
  await expect(methods.getByText(/not a valid account number or address/)).toBeVisible()
  await expect(methods.getByRole('textbox', { name: 'USDT address' })).toHaveValue(
    '0x52908400098527886E0F7030069857D2E4169EE7',
  )
  await methods.getByRole('textbox', { name: 'USDT address' }).fill(tron)
  await methods.getByRole('button', { name: 'Save account' }).click()
  await expect(methods.getByTestId('bound-account')).toContainText('USDT (TRC20)')
  await expect(methods.getByTestId('bound-account')).toContainText('TQ5N…Yx9Z')
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  // The withdraw page offers the address beside the cards; the withdrawal holds its amount in the ledger.
  await page.goto('/member/withdraw')
  await page.getByTestId('withdraw-account').getByRole('radio').check()
  await page.getByRole('textbox', { name: 'Amount' }).fill('100')
  await page.getByRole('textbox', { name: 'Fund password', exact: true }).fill('123456')
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByTestId('withdraw-status')).toHaveText('Waiting for payment')
  const { entries } = await sim.value<{
    entries: { kind: string; amount: string | number; status: string }[]
  }>(`/ledger/${account}`)
  const held = entries.find((entry) => entry.kind === 'withdrawal')
  expect(held).toMatchObject({ status: 'pending' })
  expect(Number(held?.amount)).toBe(-100)

  // The report names where it went.
  await page.goto('/member/withdrawReport')
  await expect(page.getByTestId('withdraw-report').locator('tbody tr').first()).toContainText(
    'USDT (TRC20) TQ5N…Yx9Z',
  )
})

test('a platform that offers bank cards only shows no other method', async ({ page, baseURL, sim }) => {
  const account = await createAccount(sim, 'bank', { balance: 500 })
  await sim.post('/withdraw/methods', { methods: [{ code: 'BANK', kind: 'bank', name: 'Bank card' }] })
  try {
    await visitAs(page, { language: 'EN' })
    await withSession(page, await signIn(baseURL ?? '', account))
    await page.goto('/member/withdrawAccounts')
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal accounts' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText('No bank card yet.')).toBeVisible()
    await expect(page.getByTestId('withdraw-methods')).toHaveCount(0)
  } finally {
    // The seeded methods again, for the worker's next tests.
    await sim.post('/withdraw/methods', {})
  }
})
