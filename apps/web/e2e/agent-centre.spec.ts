import { expect, signIn, test, visitAs, withSession } from './support'

// The agent centre and each of its pages are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 45_000 }
test.setTimeout(120_000)

test.describe('in English on a desktop', () => {
  test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

  test('agent01 signs in at /agentHome, reads the overview, switches period, and manages the team', async ({
    page,
  }) => {
    await page.goto('/agentHome')
    await expect(page).toHaveURL(/\/login\?audience=agent&next=%2FagentHome&reason=signInRequired$/)
    await page.getByRole('textbox', { name: 'Username' }).fill('agent01')
    await page.getByLabel('Password', { exact: true }).fill('Demo1234')
    await page.getByRole('checkbox', { name: /18 or older/ }).check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/agentHome$/, lazy)

    // The overview is the default page: figures with clear totals and a chart.
    await expect(page.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible(lazy)
    const menu = page.getByRole('navigation', { name: 'Agent centre' })
    await expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page')
    const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('..')
    await expect(figure('Team size')).toContainText(/5\d/)
    await expect(figure('Team size')).toContainText('12 direct')
    await expect(figure('Valid bets')).toContainText(/\d\.\d\d/)
    await expect(page.getByRole('img', { name: 'Valid bets per day' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('button', { name: 'This month' }).click()
    await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[data-stale="false"]')).toBeVisible()
    const days = new Date().getUTCDate()
    await expect(page.getByRole('img', { name: 'Valid bets per day' }).locator('rect')).toHaveCount(days)

    // Team management: a deep link of its own.
    await menu.getByRole('link', { name: 'Team management' }).click()
    await expect(page).toHaveURL(/\/agentHome\/downlineManagmentView$/)
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(11, lazy)
    await expect(page.getByText('12 downlines')).toBeVisible()
    await expect(table).toContainText('Normal')

    // Search a downline, at every level.
    await page.getByRole('textbox', { name: 'Account' }).fill('player04')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText(/downlines matching “player04”/)).toBeVisible()
    for (const name of await table.locator('tbody th').allTextContents()) expect(name).toMatch(/^player04/)

    // A bad search is refused beside the field, the text kept.
    await page.getByRole('textbox', { name: 'Account' }).fill('no way!')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('alert')).toHaveText('Letters and digits only, at most 32')
    await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue('no way!')

    // Clear the search, drill into an agent's team, then look at level 2 below it.
    await page.getByRole('textbox', { name: 'Account' }).fill('')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('12 downlines')).toBeVisible()
    const drill = table.getByRole('button', { name: /^Team of / }).first()
    const agent = ((await drill.getAttribute('aria-label')) ?? '').replace('Team of ', '')
    await drill.click()
    const crumbs = page.getByRole('navigation', { name: 'Team levels' })
    await expect(crumbs.getByText(agent)).toHaveAttribute('aria-current', 'location')
    await expect(page.getByText('4 downlines')).toBeVisible()
    await page.getByRole('combobox', { name: 'Level' }).selectOption('2')
    await expect(page.getByText('6 downlines')).toBeVisible()
    for (const level of await table.locator('tbody td:nth-child(2)').allTextContents())
      expect(level).toBe('3')

    // A downline's details.
    const first = (await table.locator('tbody th bdi').first().textContent()) ?? ''
    await table.getByRole('button', { name: `Details of ${first}` }).click()
    const dialog = page.getByRole('dialog', { name: `Downline ${first}` })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Upline')
    await expect(dialog).toContainText('This month')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // Back up to my own team.
    await crumbs.getByRole('button', { name: 'My team' }).click()
    await expect(page.getByText('12 downlines')).toBeVisible()
  })

  test('a member who is not an agent has no entry and is refused', async ({ page, baseURL }) => {
    await withSession(page, await signIn(baseURL ?? '', 'member01'))
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByText('member01', { exact: true })).toBeVisible(lazy)
    await expect(header.getByRole('link', { name: 'Agent centre' })).toHaveCount(0)
    await page.goto('/agentHome/agentTeamOverview')
    await expect(page.getByRole('dialog', { name: 'Agents only' })).toBeVisible(lazy)
    await expect(page.getByRole('heading', { name: 'Team overview' })).toHaveCount(0)
  })

  test('a visitor on the home page loads nothing of the agent centre', async ({ page }) => {
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(request.url()))
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible(lazy)
    await page.waitForLoadState('networkidle')
    expect(loaded.filter((url) => /agentCentre|AgentCentre|TeamOverview|TeamManagement/.test(url))).toEqual(
      [],
    )
  })

  test('a trial account is told a real account is needed', async ({ page, baseURL }) => {
    await withSession(page, await signIn(baseURL ?? '', 'trial01'))
    await page.goto('/agentHome')
    await expect(page.getByRole('heading', { name: 'A real account is needed' })).toBeVisible(lazy)
    await expect(page.getByRole('heading', { name: 'Team overview' })).toHaveCount(0)
  })
})

// Every agent page in zh-Hant, English and Arabic at desktop and phone width: centre-walk.spec.ts.
