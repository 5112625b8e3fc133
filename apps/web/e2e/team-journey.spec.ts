import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import {
  apiClient,
  type DevSurface,
  expect,
  keepScreenshot,
  signIn,
  test,
  visitAs,
  withSession,
} from './support'

// The agent centre's pages, the member centre's and the contract prompt are chunks of their own, compiled on
// first use by the dev server.
const lazy = { timeout: 45_000 }
const day = 86_400_000

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

/** Everywhere a fund password must never be: history, storage, cookies, the address. */
async function placesOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all = (storage: Storage) =>
      Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`,
      )
    return [
      JSON.stringify(history.state),
      ...all(sessionStorage),
      ...all(localStorage),
      document.cookie,
      location.href,
    ].join('\n')
  })
}

test('the team journey: agent01 opens an account, offers a contract the member signs; a day later the payout, a transfer to upline and a red envelope show in the reports', async ({
  page,
  browser,
  baseURL,
  sim,
}) => {
  // About 25 s on a quiet machine; the margin is for a loaded one and a cold dev server's chunks.
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  // The agent's browser keeps time with the simulator's, so "today" of a report holds what the day's move paid.
  await page.clock.install()
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(base, 'agent01'))
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/agentHome/registerCenter')
  await expect(page.getByRole('heading', { level: 2, name: 'Open account' })).toBeVisible(lazy)
  const menu = page.getByRole('navigation', { name: 'Agent centre' })

  // 1. A new member in agent01's team.
  const name = `team${Math.floor(Math.random() * 1e6)}`
  await page.getByRole('textbox', { name: 'Account' }).fill(name)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123')
  await page.getByRole('button', { name: 'Open account' }).click()
  await expect(page.getByTestId('opened-account')).toContainText(name)

  // The member signs in in a browser of their own: Traditional Chinese (the default), a phone. Money to play
  // with comes from the back office, and one lost round of 1,000.00 makes the team's volume of the day.
  const memberContext = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })
  const member = await memberContext.newPage()
  await visitAs(member, { language: 'TW' })
  const memberToken = await signIn(base, name, 'Secret123')
  // An opened account has no fund password until its member sets one (the platform's rule, docs/api.md).
  await apiClient(base, memberToken).call(endpoints.setWithdrawPassword, {
    newPassword: '123456',
    confirmNewPassword: '123456',
    loginPassword: 'Secret123',
  })
  await withSession(member, memberToken)
  await sim.post('/balance', { account: name, balance: '1000.00' })
  await sim.post('/contracts/play', { account: name, stake: '1000.00' })
  await member.goto('/member')
  const memberBalance = member.getByTestId('balance-amount')
  await expect(memberBalance).toHaveText(/\d/, lazy)
  await expect.poll(() => subscribed(sim, name), lazy).toBe(true)

  // 2. agent01 offers a daily salary of 2%; the member sees it without reloading and signs.
  await menu.getByRole('link', { name: 'Contracts' }).click()
  const offer = page.getByRole('form', { name: 'Offer a contract' })
  await offer.getByLabel('Downline').selectOption(name, lazy)
  await offer.getByLabel('Ratio (%)').fill('2')
  await offer.getByRole('button', { name: 'Offer the contract' }).click()
  await expect(page.getByText('Offer sent. The downline sees it at once.')).toBeVisible()
  const prompt = member.getByTestId('contract-prompt')
  await expect(prompt).toContainText('agent01', lazy)
  await prompt.getByRole('button', { name: '簽署' }).click()
  await expect(prompt).toBeHidden()

  // 3. A simulated day later the salary of the day (2% of 1,000.00) reaches the member: a toast and the balance.
  const beforePayout = await memberBalance.textContent()
  await sim.post('/clock', { advanceMs: day })
  await page.clock.setSystemTime(Date.now() + day)
  await expect(member.getByText('合約發放的 20.00 已存入您的餘額。')).toBeVisible()
  await expect(memberBalance).not.toHaveText(beforePayout ?? '')

  // 4. The member transfers to the upline from the member centre: a wrong fund password is refused beside its
  // field, then 5.00 goes to agent01, whose balance follows on the real-time channel.
  const agentBalance = page.getByTestId('balance-amount')
  await expect(agentBalance).toHaveText(/\d/)
  await member.locator('a[href="/member/transferUpline"]').first().click()
  await expect(member.getByTestId('transfer-recipient')).toHaveText('agent01', lazy)
  await expect(member.getByTestId('transfer-balance')).toHaveText(/20/)
  let posts = 0
  member.on('request', (request) => {
    if (request.url().includes('MCSFE_agentDownlineTransfer')) posts += 1
  })
  const amount = member.getByRole('textbox', { name: /^金額/ })
  const fundPassword = member.getByLabel(/^資金密碼/)
  await amount.fill('5')
  await fundPassword.fill('654321')
  await member.getByRole('button', { name: '轉帳', exact: true }).click()
  await expect(fundPassword).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveValue('5')
  await fundPassword.fill('123456')
  const beforeTransfer = await agentBalance.textContent()
  await member.getByRole('button', { name: '轉帳', exact: true }).click()
  await expect(member.getByRole('status').filter({ hasText: 'agent01' })).toContainText('5.00')
  expect(posts).toBe(2)
  await expect(agentBalance).not.toHaveText(beforeTransfer ?? '')
  await noHorizontalOverflow(member)
  for (const secret of ['654321', '123456']) expect(await placesOf(member)).not.toContain(secret)

  // 5. agent01 sends one red envelope of 3.00; the member opens it where they are.
  await expect.poll(() => subscribed(sim, name)).toBe(true)
  await menu.getByRole('link', { name: 'Red envelope' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Red envelope' })).toBeVisible(lazy)
  await page.getByRole('textbox', { name: 'Total amount' }).fill('3')
  await page.getByRole('textbox', { name: 'Number of envelopes' }).fill('1')
  await page.getByRole('tab', { name: 'Equal amounts' }).click()
  await page.getByLabel('Fund password').fill('123456')
  await page.getByRole('button', { name: 'Send red envelope' }).click()
  await expect(page.getByRole('status')).toHaveText('Sent 3.00 in one envelope.')
  const envelope = member.getByRole('dialog', { name: '您收到一個紅包' })
  await expect(envelope).toContainText('agent01', lazy)
  await envelope.getByRole('button', { name: '開啟' }).click()
  await expect(member.getByTestId('red-envelope-amount')).toContainText('3.00')
  await member.getByRole('dialog').getByRole('button', { name: '確定' }).click()
  // The transfer page still open knows the money that arrived: its main wallet follows the header's.
  await expect(member.getByTestId('transfer-balance')).toHaveText('18.00')

  // 6. agent01's account details of the day, for the new member: the payout, the transfer up, the envelope.
  await menu.getByRole('link', { name: 'Account details' }).click()
  const details = page.getByTestId('team-account-details')
  await details.getByRole('combobox', { name: 'Member' }).selectOption(name, lazy)
  const rows = details.getByTestId('record')
  for (const kind of ['Contract salary or dividend', 'Transfer to team', 'Red envelope'])
    await expect(rows.filter({ hasText: kind })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Transfer to team' })).toContainText('5.00')

  // The transfer page as people see it (E2E_SHOTS): three languages, desktop and phone.
  if (process.env.E2E_SHOTS)
    for (const [code, locale] of [
      ['TW', 'zh-Hant'],
      ['EN', 'en'],
      ['AR', 'ar'],
    ] as const) {
      await member.setViewportSize({ width: 1366, height: 900 })
      await member.locator('header select').selectOption(code)
      await expect(member.locator('html')).toHaveAttribute('lang', locale)
      for (const width of [1366, 390]) {
        await member.setViewportSize({ width, height: 900 })
        await noHorizontalOverflow(member)
        await keepScreenshot(member, test.info().outputPath(`transfer-upline-${code}-${width}.png`), {
          fullPage: true,
        })
      }
    }
  await memberContext.close()
})
