import { seriousViolations } from './axe'
import { accountWithRewards } from './rewards-paid'
import { expect, test, visitAs, withSession } from './support'

/**
 * The reward centre's records (issue 32): a promotion joined, reached by a deposit and claimed, and a promo code,
 * read back from what the platform paid: the recent rewards name each with its amount, the promotions joined show
 * the claim with what it paid, and its reward names the ledger entry that paid it.
 */

const slow = { timeout: 45_000 }

test('a claimed promotion and a promo code in the recent rewards and the claim list, with the ledger entry', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(240_000)
  const { account, token } = await accountWithRewards(sim, baseURL ?? '', 'records')
  await visitAs(page, { language: 'EN' })
  await withSession(page, token)
  await page.goto('/member/rewardCenter')
  const section = page.getByRole('region', { name: 'Recent rewards' })
  const recent = section.getByTestId('recent-rewards').getByRole('listitem')
  await expect(recent).toHaveCount(2, slow)
  await expect(recent.nth(0)).toContainText('Promo code')
  await expect(recent.nth(0)).toContainText('+8.00')
  await expect(recent.nth(1)).toContainText('Promotion')
  await expect(recent.nth(1)).toContainText('+10.00')

  const claims = section.getByRole('table', { name: 'Promotions you joined' })
  await expect(claims.getByRole('row')).toHaveCount(3)
  await expect(section).toContainText('Paid by your promotions: 10.00')
  const deposit = claims.locator('tr[data-claim="PR-DEP100"]')
  await expect(deposit).toContainText('Claimed')
  await expect(deposit).toContainText('10.00')
  await expect(claims.locator('tr[data-claim="PR-BET500"]')).toContainText('Signed up')
  await expect(claims.locator('tr[data-claim="PR-BET500"] td').nth(1)).toHaveText('0.00')
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])

  await deposit.getByRole('button', { name: /^Reward of / }).click()
  const { entries } = await sim.value<{ entries: { kind: string; reference: string; remarks?: string }[] }>(
    `/ledger/${account}?limit=100`,
  )
  const paid = entries.find((entry) => entry.kind === 'bonus' && entry.remarks === 'Promotion PR-DEP100')
  expect(paid).toBeDefined()
  await expect(section.getByRole('definition').filter({ hasText: paid?.reference ?? '-' })).toBeVisible(slow)
  await expect(section).toContainText('100.00 / 100.00')
  await expect(deposit.getByRole('button', { name: /^Reward of / })).toHaveAttribute('aria-expanded', 'true')
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
})
