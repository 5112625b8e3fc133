import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import { accountRecordRows } from './account-record'
import { seriousViolations } from './axe'
import { settledDeposit } from './ledger'
import {
  apiClient,
  createAccount,
  expect,
  keepScreenshot,
  signIn,
  test,
  visitAs,
  widthSettled,
  withSession,
} from './support'

/**
 * The prize wheel (issue 32) in the reward centre: tickets earned by a settled deposit, a spin decided by the
 * platform (the wheel turns to the answer, or shows it at once with less motion), the prize in the main wallet,
 * the ledger and the account record; a spin without a ticket refused and explained.
 */

test.describe.configure({ timeout: 180_000 })

const slow = { timeout: 45_000 }
const shots = () => `${test.info().project.outputDir}/prize-wheel`
const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

async function openWheel(page: Page, token: string) {
  await withSession(page, token)
  await page.goto('/member/rewardCenter')
  const wheel = page.getByTestId('prize-wheel')
  await expect(wheel.getByTestId('wheel-tickets')).toBeVisible(slow)
  return wheel
}

test('a spin: the platform decides, the wheel shows it, the prize reaches the balance, the ledger and the record', async ({
  page,
  baseURL,
  sim,
}) => {
  const account = await createAccount(sim, 'wheel', { balance: 500 })
  await settledDeposit(sim, account, '1000.00')
  await visitAs(page, { language: 'EN' })
  // The wheel turns for this first spin: the result is told once it rests.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const wheel = await openWheel(page, await signIn(baseURL ?? '', account))
  const tickets = wheel.getByTestId('wheel-tickets')
  await expect(tickets).toHaveText('10')
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/1,500\.00$/, slow)
  expect(await seriousViolations(page, { include: ['[data-testid="prize-wheel"]'] })).toEqual([])

  const spin = wheel.getByRole('button', { name: 'Spin' })
  const result = wheel.getByTestId('wheel-result')
  await spin.click()
  await expect(tickets).toHaveText('9')
  // The answer is in (the ticket is spent) but the wheel is still turning to it: nothing is told yet.
  await expect(result).toBeEmpty()
  await expect(result).toHaveText(/The wheel stopped on|No prize this time/, { timeout: 10_000 })
  await keepScreenshot(page, `${shots()}/en-desktop-spun.png`, { fullPage: true })

  // With less motion the answer is told at once. Spin until a prize comes (three segments in four pay).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (let left = 9; left > 0 && !(await result.textContent())?.includes('stopped on'); left--) {
    await spin.click()
    await expect(tickets).toHaveText(String(left - 1))
    await expect(result).not.toBeEmpty()
  }
  await expect(result).toContainText('It is in your main wallet.')
  const ledger = await sim.value<{ entries: { kind: string; amount: number; remarks?: string }[] }>(
    `/ledger/${account}?limit=100`,
  )
  const prizes = ledger.entries.filter((entry) => entry.remarks === 'Prize wheel')
  expect(prizes.length).toBeGreaterThan(0)
  expect(prizes.every((entry) => entry.kind === 'bonus' && entry.amount > 0)).toBe(true)
  const won = prizes.reduce((sum, entry) => sum + entry.amount, 0)
  await expect.poll(async () => number(await header.textContent())).toBeCloseTo(1500 + won, 2)
  const spins = wheel.getByRole('list', { name: 'Your spins' }).getByRole('listitem')
  await expect(spins).toHaveCount(10 - number(await tickets.textContent()))
  await expect(spins.first()).toContainText((prizes[0]?.amount ?? 0).toFixed(2))

  // The account record lists the last prize as a bonus entry with the balance after it.
  const money = (units: number) => units.toLocaleString('en-US', { minimumFractionDigits: 2 })
  expect(await accountRecordRows(page)).toContainEqual([
    'Bonus',
    money(prizes[0]?.amount ?? 0),
    money(1500 + won),
  ])
})

test('a spin without a ticket is refused and explained; the wheel then offers none', async ({
  page,
  baseURL,
  sim,
}) => {
  const account = await createAccount(sim, 'wheel', { balance: 100 })
  await settledDeposit(sim, account, '100.00')
  await visitAs(page, { language: 'EN' })
  const token = await signIn(baseURL ?? '', account)
  const wheel = await openWheel(page, token)
  await expect(wheel.getByTestId('wheel-tickets')).toHaveText('1')
  // The ticket is spent elsewhere (another tab) while this page still shows it.
  const { wheelId } = await apiClient(baseURL ?? '', token).call(endpoints.prizeWheelInfo, undefined)
  await apiClient(baseURL ?? '', token).call(endpoints.claimTickets, {
    wheelId,
    requestId: `elsewhere-${account}`,
  })
  await wheel.getByRole('button', { name: 'Spin' }).click()
  await expect(wheel.getByRole('alert')).toContainText('You have no ticket to spin with.')
  await wheel.getByRole('button', { name: 'Close' }).click()
  await expect(wheel.getByTestId('wheel-tickets')).toHaveText('0')
  await expect(wheel.getByRole('button', { name: 'Spin' })).toBeDisabled()
  await expect(wheel).toContainText('No ticket yet: play or deposit to earn one.')
})

test('an achievement reached by a deposit is claimed once into the main wallet', async ({
  page,
  baseURL,
  sim,
}) => {
  const account = await createAccount(sim, 'achieve', { balance: 100 })
  await settledDeposit(sim, account, '20.00')
  await visitAs(page, { language: 'EN' })
  await openWheel(page, await signIn(baseURL ?? '', account))

  const first = page.getByTestId('achievement-FIRST-DEPOSIT')
  await expect(first).toContainText('Ready to claim')
  await expect(first).toContainText('Deposits credited 1 / 1')
  await expect(page.getByTestId('achievement-FIRST-BET')).toContainText('Not reached yet')
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/120\.00$/, slow)
  expect(
    await seriousViolations(page, { include: ['section[aria-labelledby="achievements-title"]'] }),
  ).toEqual([])

  await first.getByRole('button', { name: 'Claim First deposit' }).click()
  await expect(page.getByText('3.00 reward added to your main wallet.')).toBeVisible()
  await expect(first).toContainText('Claimed')
  await expect(first.getByRole('button')).toHaveCount(0)
  await expect(header).toHaveText(/123\.00$/)
  const ledger = await sim.value<{ entries: { kind: string; amount: number; remarks?: string }[] }>(
    `/ledger/${account}?limit=100`,
  )
  expect(ledger.entries.filter((entry) => entry.remarks?.startsWith('Achievement'))).toEqual([
    expect.objectContaining({ kind: 'bonus', amount: 3, remarks: 'Achievement FIRST-DEPOSIT' }),
  ])

  await page.reload()
  await expect(page.getByTestId('achievement-FIRST-DEPOSIT')).toContainText('Claimed', slow)
})

for (const [language, width, name] of [
  ['TW', 390, 'zh-Hant-phone'],
  ['TW', 1366, 'zh-Hant-desktop'],
  ['EN', 390, 'en-phone'],
  ['AR', 390, 'ar-phone'],
  ['AR', 1366, 'ar-desktop'],
] as const)
  test(`the prize wheel and the achievements in ${name}`, async ({ page, baseURL, sim }) => {
    await visitAs(page, { language })
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 })
    const account = await createAccount(sim, 'wheel', { balance: 100 })
    await settledDeposit(sim, account, '300.00')
    const wheel = await openWheel(page, await signIn(baseURL ?? '', account))
    await wheel.getByTestId('wheel-spin').click()
    await expect(wheel.getByTestId('wheel-result')).not.toBeEmpty()
    if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await widthSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await wheel.scrollIntoViewIfNeeded()
    await keepScreenshot(page, `${shots()}/${name}.png`)
    // The achievements below it: the deposit reached "First deposit".
    const achievements = page.locator('section[aria-labelledby="achievements-title"]')
    await expect(achievements.getByTestId('achievement-FIRST-DEPOSIT').getByRole('button')).toBeVisible()
    await achievements.scrollIntoViewIfNeeded()
    await keepScreenshot(page, `${shots()}/achievements-${name}.png`)
  })
