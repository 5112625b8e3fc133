import { seriousViolations } from './axe'
import { createAccount, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

/**
 * The member's own promotions (issue 32) in the reward centre: a promotion the back office issued, the
 * registration bonus and today's login bonus, each claimed once into the main wallet (the header's balance
 * follows, the ledger holds one bonus entry each), then shown as claimed with the platform's reason; the
 * loss-back shows why a member without losses is not eligible.
 */

const slow = { timeout: 45_000 }

test('issued, registration and login bonuses claimed once each; the loss-back says why not', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(240_000)
  const account = await createAccount(sim, 'bonus', { balance: 500 })
  await sim.post('/member-promotions/issue', { account, amount: '18.50', title: 'Welcome back gift' })
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/rewardCenter')
  const section = page.getByRole('region', { name: 'Bonuses for you' })
  const card = (id: string) => section.getByTestId(`member-promotion-${id}`)
  await expect(card('register')).toBeVisible(slow)
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/500\.00$/, slow)
  await expect(card('savior')).toContainText('Not eligible: no net loss large enough on that day.')
  await expect(card('savior').getByRole('button')).toHaveCount(0)
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  const issued = section.locator('[data-testid^="member-promotion-issued:"]')
  await expect(issued).toContainText('Welcome back gift')
  await issued.getByRole('button', { name: 'Claim Welcome back gift' }).click()
  await expect(section.getByRole('status')).toHaveText('18.50 bonus added to your main wallet.')
  await expect(header).toHaveText(/518\.50$/)
  await expect(issued).toContainText('Claimed')

  await card('register').getByRole('button', { name: 'Claim Registration bonus' }).click()
  await expect(section.getByRole('status')).toHaveText('8.88 bonus added to your main wallet.')
  await expect(card('login').getByRole('button', { name: 'Claim Daily login bonus' })).toBeEnabled()
  await card('login').getByRole('button', { name: 'Claim Daily login bonus' }).click()
  await expect(section.getByRole('status')).toHaveText('2.00 bonus added to your main wallet.')
  await expect(header).toHaveText(/529\.38$/)
  await expect(card('login')).toContainText('Once a day. The next one from')
  await expect(card('register')).toContainText('Claimed')
  await expect(section.getByRole('button', { name: /^Claim / })).toHaveCount(0)
  await keepScreenshot(page, 'test-results/member-promotions/claimed.png', { fullPage: true })

  // One bonus entry per claim, whatever the page showed.
  const ledger = await sim.value<{ entries: { kind: string; amount: number; remarks?: string }[] }>(
    `/ledger/${account}?limit=100`,
  )
  expect(ledger.entries.filter((entry) => entry.kind === 'bonus').map((entry) => entry.amount)).toEqual(
    expect.arrayContaining([18.5, 8.88, 2]),
  )
  expect(ledger.entries.filter((entry) => entry.kind === 'bonus')).toHaveLength(3)
  const { claims } = await sim.value<{ claims: { kind: string }[] }>(`/member-promotions?account=${account}`)
  expect(claims.map((claim) => claim.kind)).toEqual(['issued', 'register', 'login'])
})
