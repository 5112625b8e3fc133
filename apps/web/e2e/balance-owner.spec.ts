import type { Page } from '@playwright/test'
import { createAccount, type DevSurface, expect, signIn, test, visitAs, withSession } from './support'

/**
 * Issue 34: the member's money has one owner, the wallet flow. Every balance call the portal makes (the main
 * balance's and every wallet's) is counted: one money event, one call, whatever shows the balance.
 */
test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 45_000 }

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

const balanceCalls = ['/wps/v2/wallets/balance', '/GCS_getAllWalletBalanceV2']

/** Counts the balance calls the page makes from now on. */
function countBalanceCalls(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (balanceCalls.some((path) => url.includes(path))) seen.push(new URL(url).pathname)
  })
  return { since: () => seen.length, all: seen }
}

/** Nothing more arrives for a while: the count is final. */
async function settled(page: Page, calls: { since(): number }) {
  let last = -1
  while (last !== calls.since()) {
    last = calls.since()
    await page.waitForTimeout(1500)
  }
}

async function subscribed(sim: DevSurface, account: string): Promise<boolean> {
  const connections = await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')
  return connections.some((connection) => connection.account === account && connection.topics.length > 0)
}

test('a real-time deposit costs one balance call, and the open wallet page and the header both show it', async ({
  page,
  sim,
  baseURL,
}) => {
  const account = await createAccount(sim, 'owner', { balance: 1000 })
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/transferFund')
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/1,000\.00$/, slow)
  await expect.poll(() => subscribed(sim, account), slow).toBe(true)
  const calls = countBalanceCalls(page)
  await settled(page, calls)
  const before = calls.since()

  // The back office credits the member: the platform says so once on the channel.
  await sim.post('/balance', { account, balance: 1250 })
  await expect(header).toHaveText(/1,250\.00$/, slow)
  await expect(
    page
      .getByRole('main')
      .getByText(/1,250\.00/)
      .first(),
  ).toBeVisible()
  await settled(page, calls)
  console.info(
    `balance calls for one real-time deposit: ${calls.since() - before} (${calls.all.slice(before)})`,
  )
  expect(calls.all.slice(before)).toEqual(['/wps/relay/GCS_getAllWalletBalanceV2'])
})

test('a game round costs one balance call when the game closes, and the header shows its outcome', async ({
  page,
  baseURL,
}) => {
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.goto('/')
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/\d\.\d\d$/, slow)
  const tab = page.getByRole('tab', { name: 'Live casino' })
  await tab.hover(slow)
  await expect(tab).toHaveAttribute('aria-selected', 'true', slow)
  await page.getByRole('tabpanel').getByRole('button').first().click()
  const popup = page.getByRole('dialog')
  const game = popup.frameLocator('iframe')
  await expect(game.getByTestId('account')).toHaveText('member01', slow)
  await game.locator('#play').click()
  await expect(game.locator('#result')).not.toBeEmpty(slow)
  const after = (await game.getByTestId('balance').textContent()) ?? ''
  const calls = countBalanceCalls(page)
  await settled(page, calls)
  const before = calls.since()

  await popup.getByRole('button', { name: 'Close game' }).click()
  await expect(header).toHaveText(new RegExp(`(^|\\s)${after.replace(/[.]/g, '\\.')}$`), slow)
  await settled(page, calls)
  console.info(`balance calls for one game round: ${calls.since() - before} (${calls.all.slice(before)})`)
  expect(calls.all.slice(before)).toEqual(['/wps/relay/GCS_getAllWalletBalanceV2'])
})
