import { accountRecordRows } from './account-record'
import { seriousViolations } from './axe'
import { createAccount, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

/**
 * A promo code (issue 32) in the reward centre: a code the platform does not know is refused beside the field,
 * with what was typed kept; WELCOME8 credits 8.00 to the main wallet with its turnover, the header's balance
 * follows without a reload, the code is listed as claimed, a second claim is refused, and the account record
 * shows the bonus entry with the wallet's balance after it.
 */

const slow = { timeout: 45_000 }

test('a promo code credited to the ledger: the balance follows, the account record shows the entry', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(300_000)
  const account = await createAccount(sim, 'promo', { balance: 500 })
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/rewardCenter')
  const field = page.getByRole('textbox', { name: 'Promo code' })
  await expect(field).toBeVisible(slow)
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/500\.00$/, slow)

  await field.fill('NOSUCHCODE')
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(page.getByText('There is no such promo code.')).toBeVisible()
  await expect(field).toHaveValue('NOSUCHCODE')

  await field.fill('welcome8')
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(page.getByTestId('promo-code-claimed')).toHaveText(
    '8.00 added to your main wallet. Bet 24.00 before you withdraw it.',
  )
  await expect(header).toHaveText(/508\.00$/)
  await expect(page.getByTestId('promo-code-claims')).toContainText('WELCOME8')
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await keepScreenshot(page, 'test-results/promo-code/claimed.png', { fullPage: true })

  await field.fill('WELCOME8')
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(page.getByText('You have used this promo code already.')).toBeVisible()
  await expect(header).toHaveText(/508\.00$/)

  // The ledger holds one bonus entry; the account record shows it with the balance after it.
  const ledger = await sim.value<{ entries: { kind: string; amount: number; remarks?: string }[] }>(
    `/ledger/${account}?limit=100`,
  )
  expect(ledger.entries.filter((entry) => entry.kind === 'bonus')).toEqual([
    expect.objectContaining({ amount: 8, remarks: 'Promo code WELCOME8' }),
  ])
  const cells = await accountRecordRows(page)
  expect(cells).toContainEqual(['Bonus', '8.00', '508.00'])
})
