import type { Page } from '@playwright/test'
import { expect, signIn, test, visitAs, withSession } from './support'

// The production build under its Content-Security-Policy (serving/headers.ts, sent by `vite preview`): the pages
// work, the early script (theme and brand), catalogs and the simulator's pictures are allowed, and nothing is refused.
test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 45_000 }

/** Every policy violation and console error of the page, from its first script on. */
async function watchPolicy(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return async () => {
    const violations = await page.evaluate(() => (window as { __violations?: string[] }).__violations ?? [])
    expect(violations).toEqual([])
    expect(errors.filter((text) => /Content.Security.Policy|Refused to/i.test(text))).toEqual([])
  }
}

test('home and sign-in run under the policy: early script, catalogs and pictures allowed', async ({
  page,
}) => {
  const noViolation = await watchPolicy(page)
  await visitAs(page, { language: 'EN', theme: 'light' })
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
  // The hashed early script ran before the app: the light theme from storage.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // The English catalog is loaded: the page speaks English.
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible(slow)
  // The simulator's art (another origin, over http in development) is drawn.
  const art = page.locator('img[src*="/sim/art/"]:visible').first()
  await expect(art).toBeVisible(slow)
  await expect
    .poll(() => art.evaluate((image: HTMLImageElement) => image.naturalWidth), slow)
    .toBeGreaterThan(0)
  await page.goto('/login')
  await expect(page.getByRole('textbox').first()).toBeVisible(slow)
  await noViolation()
})

/** A frame's sandbox: scripts, never `allow-same-origin` beside them for a page on the portal's own origin. */
async function expectTightSandbox(frame: ReturnType<Page['locator']>) {
  const tokens = ((await frame.getAttribute('sandbox')) ?? 'none').split(' ')
  expect(tokens).toContain('allow-scripts')
  expect(tokens).not.toContain('allow-same-origin')
}

async function signedIn(page: Page, baseURL: string | undefined, path: string) {
  const noViolation = await watchPolicy(page)
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.goto(path)
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible(slow)
  return noViolation
}

test('a game page and the lottery frame run under the policy, the frame sandboxed', async ({
  page,
  baseURL,
}) => {
  const noViolation = await signedIn(page, baseURL, '/rng')
  await expect(page.locator('main img[src*="/sim/art/"]:visible').first()).toBeVisible(slow)
  // The lottery's frame: the simulated game on the portal's own origin, sandboxed without allow-same-origin.
  await page.goto('/lottery')
  const lottery = page.locator('iframe').first()
  await expect(lottery).toBeVisible(slow)
  await expectTightSandbox(lottery)
  await expect(page.frameLocator('iframe').first().getByTestId('account')).toHaveText('member01', slow)
  await noViolation()
})

test('the game popup is sandboxed, and its opaque origin still reaches its bet call', async ({
  page,
  baseURL,
}) => {
  const noViolation = await signedIn(page, baseURL, '/')
  const tab = page.getByRole('tab', { name: 'Live casino' })
  await tab.hover(slow)
  await expect(tab).toHaveAttribute('aria-selected', 'true', slow)
  await page.getByRole('tabpanel').getByRole('button').first().click()
  const popup = page.getByRole('dialog')
  await expect(popup.locator('iframe')).toBeVisible(slow)
  await expectTightSandbox(popup.locator('iframe'))
  const game = popup.frameLocator('iframe')
  await expect(game.getByTestId('account')).toHaveText('member01', slow)
  const before = await game.getByTestId('balance').textContent()
  await game.getByRole('button', { name: /^(Spin|Bet)$/ }).click()
  await expect(game.locator('#result')).toHaveText(/You win|No win this time/, slow)
  await expect(game.getByTestId('balance')).not.toHaveText(before ?? '')
  await noViolation()
})

test('the chat room runs in a sandboxed frame, and its form still works', async ({ page }) => {
  const noViolation = await watchPolicy(page)
  await visitAs(page, { language: 'EN' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat room' }).click(slow)
  const panel = page.getByRole('dialog', { name: 'Chat room' })
  await panel.getByRole('button', { name: /VIP host/ }).click(slow)
  await expectTightSandbox(panel.getByTitle('Chat: VIP host'))
  const chat = page.frameLocator('iframe[title="Chat: VIP host"]')
  await expect(chat.getByText('Your VIP host is here for you.')).toBeVisible(slow)
  await chat.getByRole('textbox', { name: 'Message' }).fill('hello')
  await chat.getByRole('button').click()
  await expect(chat.getByText('✔ 5 / 500')).toBeVisible(slow)
  await noViolation()
})
