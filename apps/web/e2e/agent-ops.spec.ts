import type { Page } from '@playwright/test'
import { type DevSurface, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

// The agent centre's pages are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 45_000 }
test.setTimeout(120_000)

async function subscribed(sim: DevSurface, account: string): Promise<boolean> {
  const connections = await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')
  return connections.some((connection) => connection.account === account && connection.topics.length > 0)
}

async function noHorizontalOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0)
}

test('agent01 transfers to member01 and sends a red envelope; member01 (Arabic, phone) sees both without a reload', async ({
  page,
  browser,
  baseURL,
  sim,
}) => {
  // The member: another browser, Arabic, a phone, on the home page with the real-time channel subscribed.
  const memberContext = await browser.newContext({
    baseURL: baseURL ?? '',
    viewport: { width: 390, height: 844 },
  })
  const member = await memberContext.newPage()
  await visitAs(member, { language: 'AR' })
  await withSession(member, await signIn(baseURL ?? '', 'member01'))
  await member.goto('/')
  const memberBalance = member.getByTestId('balance-amount')
  await expect(memberBalance).toHaveText(/\d/, lazy)
  await expect.poll(() => subscribed(sim, 'member01')).toBe(true)
  let reloads = 0
  member.on('framenavigated', () => {
    reloads += 1
  })

  // The agent, in English on a desktop: a transfer to member01, found by searching the team.
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'agent01'))
  await page.goto('/agentHome/agentTransfer')
  await expect(page.getByRole('heading', { level: 2, name: 'Transfer to upline or downline' })).toBeVisible(
    lazy,
  )
  await page.getByRole('textbox', { name: 'Search my team' }).fill('member01')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByRole('button', { name: /^member01/ }).click()
  await expect(page.getByTestId('recipient')).toHaveText('member01')
  await page.getByRole('textbox', { name: 'Amount' }).fill('12.34')
  await page.getByLabel('Fund password').fill('123456')
  const before = await memberBalance.textContent()
  let posts = 0
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_agentDownlineTransfer')) posts += 1
  })
  await page.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Sent 12.34 to member01.')
  expect(posts).toBe(1)
  await keepScreenshot(page, test.info().outputPath('transfer-en-desktop.png'), { fullPage: true })
  // The member's balance follows at once, through the real-time channel.
  await expect(memberBalance).not.toHaveText(before ?? '')

  // One red envelope of 2.50 for the team: member01 opens it, so no share is left to pop up in front of a later
  // test's team member on this worker's simulator.
  await page
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('link', { name: 'Red envelope' })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Red envelope' })).toBeVisible(lazy)
  await page.getByRole('textbox', { name: 'Total amount' }).fill('2.5')
  await page.getByRole('textbox', { name: 'Number of envelopes' }).fill('1')
  await page.getByRole('tab', { name: 'Equal amounts' }).click()
  await page.getByLabel('Fund password').fill('123456')
  await page.getByRole('button', { name: 'Send red envelope' }).click()
  await expect(page.getByRole('status')).toHaveText('Sent 2.50 in one envelope.')

  // The member opens it in the dialog that came to the page they are on, and sees 2.50 credited.
  const dialog = member.getByRole('dialog', { name: 'ظرف أحمر لك' })
  await expect(dialog).toBeVisible(lazy)
  await expect(dialog).toContainText('agent01')
  await keepScreenshot(member, test.info().outputPath('envelope-ar-phone.png'))
  const beforeEnvelope = await memberBalance.textContent()
  await dialog.getByRole('button', { name: 'افتح' }).click()
  await expect(member.getByTestId('red-envelope-amount')).toContainText(/2[.,٫]50|٢٫٥٠/)
  await keepScreenshot(member, test.info().outputPath('envelope-opened-ar-phone.png'))
  await expect(memberBalance).not.toHaveText(beforeEnvelope ?? '')
  await member.getByRole('dialog').getByRole('button').last().click()
  await expect(member.getByRole('dialog')).toHaveCount(0)
  expect(reloads).toBe(0)
  await noHorizontalOverflow(member)

  // The agent's history says who opened what; it fits a phone too.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  const history = page.getByTestId('envelope-history')
  await expect(history).toContainText('member01')
  await expect(history).toContainText('1/1')
  await noHorizontalOverflow(page)
  await keepScreenshot(page, test.info().outputPath('envelopes-en-phone.png'), { fullPage: true })
  await memberContext.close()
})
