import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
import { apiClient, expect, signIn, test, visitAs, withSession } from './support'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('invite friends shows the link with its QR code, copies it, and lists the invitees and income', async ({
  page,
  baseURL,
}) => {
  await visitAs(page, { language: 'EN' })
  const token = await signIn(baseURL ?? '', 'member01')
  const { referralCode } = await apiClient(baseURL ?? '', token).call(endpoints.referralDetails, undefined)
  await withSession(page, token)
  await page.goto('/member/referral')

  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible({
    timeout: 45_000,
  })
  const link = `${new URL(baseURL ?? '').origin}/register?referralCode=${referralCode}`
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link)
  await expect(page.getByRole('textbox', { name: 'Referral code' })).toHaveValue(referralCode)
  await expect(page.getByRole('img', { name: 'QR code: Your referral link' })).toBeVisible()
  // 10% of the seed's first deposits (500 and 1200), capped at 100 a friend.
  await expect(page.getByTestId('referral-income')).toHaveText('$150.00')

  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()

  // The invitees (getInviteList), newest first, with the reward each brought.
  const invitees = page.getByRole('table', { name: 'Invited friends' })
  const rows = invitees.getByRole('row')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(1)).toContainText('fri***')
  await expect(rows.nth(1)).toContainText('$100.00')
  await expect(invitees).toContainText('Yes')
  await expect(invitees).toContainText('No')
  // The ranking of the last 30 days: the member's own line marked, the others masked.
  const ranking = page.getByRole('table', { name: 'Referral ranking' })
  await expect(ranking.locator('tr[aria-current="true"]')).toContainText('member01')
  await expect(page.getByTestId('referral-ranking')).toContainText('Your place: 5.')
  await expect(ranking.getByRole('row')).toHaveCount(9)
  // The claim report adds up to the income above.
  await expect(page.getByTestId('referral-claims')).toContainText(
    'Paid to you: $150.00. Waiting for a first deposit: 1.',
  )
  await expect(
    page.getByRole('table', { name: 'Claim report' }).locator('tr[data-status="paid"]'),
  ).toHaveCount(2)
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible()
  await expect(
    page.getByText('You receive 10% of each friend’s first deposit, up to $100.00 per friend.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('aria-current', 'page')
})

test('the referral page in Arabic is right to left, with the link kept left to right', async ({
  page,
  baseURL,
}) => {
  await visitAs(page, { language: 'AR' })
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.goto('/member/referral')
  await expect(page.getByRole('heading', { level: 1, name: 'دعوة الأصدقاء' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('textbox', { name: 'رابط الإحالة الخاص بك' })).toHaveAttribute('dir', 'ltr')
})
