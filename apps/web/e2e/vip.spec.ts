import { seriousViolations } from './axe'
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

/**
 * The VIP club (issue 32): a member's level is the platform's, moved by play. A new member with an approved
 * deposit of 100.00 is Bronze, with deposits done and 0.00 of 100.00 turnover toward Silver; two rounds of 50
 * in a simulated game reach it, the platform books the 8.00 upgrade bonus in the ledger and the header's balance
 * follows without a reload; the VIP page then shows Silver, with Gold next.
 */

// Chunks of several pages fetched on a busy machine: the first wait for each allows for it.
const slow = { timeout: 45_000 }

interface LedgerView {
  balances: Record<string, number>
  pending: { id: string }[]
  entries: { kind: string; amount: number; remarks?: string }[]
}

const ledgerOf = (sim: DevSurface, account: string) => sim.value<LedgerView>(`/ledger/${account}?limit=100`)

async function subscribed(sim: DevSurface, account: string): Promise<boolean> {
  const connections = await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')
  return connections.some((connection) => connection.account === account && connection.topics.length > 0)
}

test('a VIP rank-up after play: the bonus is booked, the balance follows, the page shows the new level', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(300_000)
  const account = await createAccount(sim, 'vip', { balance: 500 })
  await sim.post('/ledger/deposit', { account, amount: 100 })
  const [deposit] = (await ledgerOf(sim, account)).pending
  await sim.post('/ledger/approve', { account, entryId: deposit?.id })
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', account))

  await page.goto('/member/vip')
  const level = page.getByTestId('vip-level')
  await expect(level).toHaveText('Bronze', slow)
  const turnover = page.getByTestId('vip-turnover')
  await expect(turnover).toContainText('0.00 / 100.00')
  await expect(turnover.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '0')
  await expect(turnover).toContainText('100.00 to go')
  await expect(page.getByTestId('vip-deposits')).toContainText('Done')
  await expect(page.getByText('Next: Silver, with an upgrade bonus of 8.00.')).toBeVisible()
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await keepScreenshot(page, 'test-results/vip/bronze.png', { fullPage: true })

  // Two rounds of 50 from the main wallet (PG Soft's is empty) reach Silver's 100.00 of turnover.
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect.poll(() => subscribed(sim, account)).toBe(true)
  await page.goto('/gameListCenter/pg/rng')
  await page.getByRole('button', { name: 'PLAY NOW' }).first().click(slow)
  const game = page.getByRole('dialog').frameLocator('iframe')
  await expect(game.getByTestId('balance')).toHaveText('600.00', slow)
  await game.getByRole('button', { name: '50', exact: true }).click()
  for (const round of [1, 2]) {
    await game.getByRole('button', { name: 'Spin' }).click()
    await expect(game.locator('#result')).toHaveText(/You win|No win this time/)
    await expect
      .poll(async () => (await ledgerOf(sim, account)).entries.filter((e) => e.kind === 'bet').length)
      .toBe(round)
  }
  // The platform booked the upgrade bonus once, right after the round that reached the level.
  const booked = (await ledgerOf(sim, account)).entries.filter((entry) => entry.kind === 'bonus')
  expect(booked).toEqual([expect.objectContaining({ amount: 8, remarks: 'VIP upgrade bonus: Silver' })])
  // The member's channel told the app; the wallet, the owner, shows what the ledger holds, without a reload.
  const main = (await ledgerOf(sim, account)).balances.main ?? 0
  await expect(header).toHaveText(new RegExp(`${main.toFixed(2).replace('.', '\\.')}$`))
  await page.getByRole('dialog').getByRole('button', { name: 'Close game' }).click()

  await page.goto('/member/vip')
  await expect(level).toHaveText('Silver', slow)
  await expect(page.getByText('Next: Gold, with an upgrade bonus of 58.00.')).toBeVisible()
  await expect(page.getByTestId('vip-turnover')).toContainText('100.00 / 5,000.00')
  const bronze = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bronze' }) })
  await expect(bronze).toContainText('Reached')
  await keepScreenshot(page, 'test-results/vip/silver.png', { fullPage: true })
})
