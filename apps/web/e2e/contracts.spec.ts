import type { Page } from '@playwright/test'
import { expect, signIn, test, visitAs, withSession } from './support'

// The agent centre's pages and the contract prompt are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 45_000 }
test.setTimeout(120_000)

const shots = process.env.CONTRACT_SHOTS
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

test('agent01 offers a daily salary; player001 signs it live in Arabic on a phone; a day later both ledgers show it', async ({
  browser,
  page,
  baseURL,
  sim,
}) => {
  const base = baseURL ?? ''
  // The member, in a browser of their own: Arabic, phone width, on the home page.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const member = await memberContext.newPage()
  await visitAs(member, { language: 'AR' })
  await withSession(member, await signIn(base, 'player001'))
  await member.goto('/')
  // The offer must find the member's channel open: wait until the simulator has its subscription.
  await expect
    .poll(
      async () =>
        (await sim.value<{ account: string; topics: string[] }[]>('/realtime/connections')).some(
          (one) => one.account === 'player001' && one.topics.length > 0,
        ),
      lazy,
    )
    .toBe(true)

  // A lost round today, so the team's volume of the day is known whatever the hour.
  await sim.post('/contracts/play', { account: 'player001', stake: 1_000 })

  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(base, 'agent01'))
  await page.goto('/agentHome/agentContracts')
  await expect(page.getByRole('heading', { level: 2, name: 'Contracts' })).toBeVisible(lazy)
  const offer = page.getByRole('form', { name: 'Offer a contract' })
  await offer.getByLabel('Downline').selectOption('player001')
  // A bad ratio is refused beside its field; the text stays.
  await offer.getByLabel('Ratio (%)').fill('150')
  await offer.getByRole('button', { name: 'Offer the contract' }).click()
  await expect(offer.getByText('A percent from 0 to 100, at most 2 decimals')).toBeVisible()
  await expect(offer.getByLabel('Ratio (%)')).toHaveValue('150')
  // The preview follows the tiers as they are typed.
  await offer.getByLabel('Ratio (%)').fill('1.5')
  await expect(page.getByTestId('contract-preview')).toContainText('(1.5%)')
  await shot(page, 'offer-en-desktop')
  await offer.getByRole('button', { name: 'Offer the contract' }).click()
  await expect(page.getByText('Offer sent. The downline sees it at once.')).toBeVisible()

  // The member sees it without reloading, and signs.
  const prompt = member.getByTestId('contract-prompt')
  await expect(prompt).toBeVisible(lazy)
  await expect(prompt).toContainText('agent01')
  await expect(prompt).toContainText('1.5%')
  await shot(member, 'prompt-ar-phone')
  await prompt.getByRole('button', { name: 'توقيع' }).click()
  await expect(prompt).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('contract-C6')).toContainText('Signed', lazy)

  // One simulated day later the salary of the day is paid: into the member's ledger, out of agent01's.
  await sim.post('/clock', { advanceMs: 86_400_000 })
  type Ledger = { entries: { kind: string; amount: number; reference: string }[] }
  const paid = async (account: string) =>
    (await sim.value<Ledger>(`/ledger/${account}?limit=20`)).entries.filter((entry) =>
      entry.reference.startsWith('CTC6-'),
    )
  const [received] = await paid('player001')
  expect(received?.kind).toBe('contractPayout')
  expect((await paid('agent01')).map((entry) => [entry.kind, entry.amount])).toEqual([
    ['contractPayment', -(received?.amount ?? 0)],
  ])

  // The member's phone page never scrolls sideways in Arabic.
  await expect
    .poll(() =>
      member.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0)
  await memberContext.close()
})
