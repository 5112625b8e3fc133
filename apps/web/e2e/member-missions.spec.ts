import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
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

/** Issue 32: missions in full (milestones from play, claimed once into the main wallet; rules; leaderboard). */

test.describe.configure({ timeout: 180_000 })

const shots = () => `${test.info().project.outputDir}/member-missions`
const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

/** A round at `stake` in PG Soft's lobby the member launches: the play the milestones count. */
async function play(page: Page, baseURL: string, token: string, stake: number) {
  // The vendor's lobby: a real-money launch like any game's.
  const { url } = await apiClient(baseURL, token).call(endpoints.launchGame, { vassalage: 'PG' })
  const answer = await page.request.post(`${new URL(url, baseURL).href}/bet`, {
    data: JSON.stringify({ stake }),
    headers: { 'content-type': 'text/plain' },
  })
  expect(((await answer.json()) as { success: boolean }).success).toBe(true)
}

test('after a round of play a member claims the milestone it reached, once, into the main wallet', async ({
  page,
  baseURL,
  sim,
}) => {
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'mission', { balance: 100 })
  const token = await signIn(baseURL ?? '', account)
  await play(page, baseURL ?? '', token, 50)
  await withSession(page, token)
  await page.goto('/member/missionLeaderboard')

  const warmUp = page.getByTestId('milestone-TURNOVER-50')
  await expect(warmUp).toContainText('Ready to claim', { timeout: 45_000 })
  await expect(warmUp).toContainText('Valid bets 50.00 / 50.00')
  await expect(page.getByTestId('milestone-TURNOVER-500')).toContainText('In progress')
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Leaderboard' }).getByRole('row')).not.toHaveCount(0)
  const header = page.getByRole('banner').getByTestId('balance-amount')
  await expect(header).toHaveText(/\d/)
  const before = number(await header.textContent())
  expect(
    await seriousViolations(page, { include: ['main'], exclude: ['main li + li', 'main tbody tr + tr'] }),
  ).toEqual([])

  await warmUp.getByRole('button', { name: 'Claim Warm-up' }).click()
  await expect(page.getByRole('status')).toContainText('1.00 reward added to your main wallet.')
  await expect(warmUp).toContainText('Claimed')
  await expect(warmUp.getByRole('button')).toHaveCount(0)
  await expect.poll(async () => number(await header.textContent())).toBeCloseTo(before + 1, 2)
  const ledger = await sim.value<{ entries: { kind: string; amount: number }[] }>(
    `/ledger/${account}?limit=1`,
  )
  expect(ledger.entries[0]).toMatchObject({ kind: 'bonus', amount: 1 })
  await keepScreenshot(page, `${shots()}/missions-en-desktop.png`, { fullPage: true })

  // A second claim is the platform's to refuse: the page no longer offers it, and a reload agrees.
  await page.reload()
  await expect(page.getByTestId('milestone-TURNOVER-50')).toContainText('Claimed', { timeout: 45_000 })
})

for (const [language, width, name] of [
  ['TW', 390, 'zh-Hant-phone'],
  ['TW', 1366, 'zh-Hant-desktop'],
  ['EN', 390, 'en-phone'],
  ['AR', 390, 'ar-phone'],
  ['AR', 1366, 'ar-desktop'],
] as const)
  test(`the missions page in ${name}`, async ({ page, baseURL, sim }) => {
    await visitAs(page, { language })
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 })
    const account = await createAccount(sim, 'mission', { balance: 100 })
    const token = await signIn(baseURL ?? '', account)
    await play(page, baseURL ?? '', token, 50)
    await withSession(page, token)
    await page.goto('/member/missionLeaderboard')
    await expect(page.getByTestId('milestone-TURNOVER-50').getByRole('button')).toBeVisible({
      timeout: 45_000,
    })
    if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await widthSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await keepScreenshot(page, `${shots()}/missions-${name}.png`, { fullPage: true })
  })
