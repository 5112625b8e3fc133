import type { Page } from '@playwright/test'
import { createAccount, type DevSurface, expect, signIn, test, visitAs, withSession } from './support'

/**
 * The fault × flow matrix: every flow with effects meets each fault the simulator can inject on its call, one
 * after another, in the same form. For each: a translated message, nothing typed lost, exactly one request
 * with effects per user action (never repeated behind the user's back), and once the fault is gone the same
 * action goes through.
 */

type FaultKind = 'http500' | 'malformed-json' | 'drop' | 'slow'

const network = 'Network link is abnormal, please try again'
const generic = 'Something went wrong, please try again'

/** What the portal says for each fault: a cut or a call past its budget is the network's; the rest are ours. */
const faults: { kind: FaultKind; says: string }[] = [
  { kind: 'http500', says: generic },
  { kind: 'malformed-json', says: generic },
  { kind: 'drop', says: network },
  { kind: 'slow', says: network },
]

/** The portal's call budget is 15 s: the page's clock is moved past it rather than waited out. */
const pastTheBudgetMs = 16_000

interface Flow {
  name: string
  /** The call with effects that the fault hits. */
  path: string
  /** Opens the form and types into it, as the user would. */
  arrange(page: Page, context: { sim: DevSurface; baseURL: string }): Promise<void>
  /** The one user action that sends the call (answering what the form asks anew after a failure). */
  act(page: Page, context: { sim: DevSurface }): Promise<void>
  /** The message is shown (and put away, when it is a dialog, so the user can act again). */
  failed(page: Page, says: string): Promise<void>
  /** Everything typed is still there. */
  kept(page: Page): Promise<void>
  succeeded(page: Page): Promise<void>
  /** What the server's own message replaces (the SMS send failure shows it, spec §8: the simulator's 500 says
   * "Injected server error"). */
  says?: Partial<Record<FaultKind, string>>
}

const alert = (page: Page, says: string) => expect(page.getByRole('alert')).toHaveText(says)
const password = (page: Page) => page.getByLabel('Password', { exact: true })
const signedInHome = async (page: Page) => {
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
}
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })
/** Names no other test of the run has taken. */
const stamp = () => Date.now().toString(36).slice(-6)
const registerPassword = (page: Page) => page.getByLabel(/^Password/)
const registerConfirmation = (page: Page) => page.getByLabel(/^Confirm password/)

/** The register form spends its captcha on every attempt: the new one is answered from the simulator. */
async function answerCaptcha(page: Page, sim: DevSurface) {
  const field = page.getByRole('textbox', { name: 'Captcha', exact: true })
  await expect(field).toHaveValue('')
  await expect(page.getByRole('img', { name: 'Characters to type' })).toBeVisible()
  const { captchaAnswer } = await sim.value<{ captchaAnswer: string }>('/state')
  await field.fill(captchaAnswer)
}

const flows: Flow[] = [
  {
    name: 'sign-in',
    path: '/wps/session/login',
    async arrange(page) {
      await page.goto('/login')
      await page.getByRole('textbox', { name: 'Username' }).fill('member01')
      await password(page).fill('Demo1234')
      await page.getByRole('checkbox', { name: /18 or older/ }).check()
    },
    act: (page) => page.getByRole('button', { name: 'Log in' }).click(),
    failed: alert,
    async kept(page) {
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
      await expect(password(page)).toHaveValue('Demo1234')
    },
    succeeded: signedInHome,
  },
  {
    name: 'register',
    path: '/wps/member/register',
    async arrange(page) {
      await page.goto('/register')
      await page.getByRole('textbox', { name: 'Username' }).fill(`flt${stamp()}`)
      await registerPassword(page).fill('Secret123')
      await registerConfirmation(page).fill('Secret123')
      await page.getByRole('checkbox', { name: /18 or older/ }).check()
    },
    async act(page, { sim }) {
      await answerCaptcha(page, sim)
      await page.getByRole('button', { name: 'Register', exact: true }).click()
    },
    failed: alert,
    async kept(page) {
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(/^flt/)
      await expect(registerPassword(page)).toHaveValue('Secret123')
      await expect(registerConfirmation(page)).toHaveValue('Secret123')
      await expect(page.getByRole('checkbox', { name: /18 or older/ })).toBeChecked()
    },
    succeeded: signedInHome,
  },
  {
    name: 'SMS code',
    path: '/wps/verification/sms/register',
    async arrange(page) {
      await page.goto('/register')
      await page.getByRole('tab', { name: 'Mobile number' }).click()
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(`9${String(Date.now()).slice(-8)}`)
    },
    act: (page) => page.getByRole('button', { name: 'Send code' }).click(),
    says: { http500: 'Injected server error' },
    async failed(page, says) {
      const dialog = page.getByRole('dialog', { name: 'The code could not be sent' })
      await expect(dialog).toContainText(says)
      await dialog.getByRole('button', { name: 'OK' }).click()
      await expect(dialog).toBeHidden()
      // A failed send is throttled for a second (spec §9): the next click must come after the window.
      await page.clock.fastForward(1_000)
    },
    async kept(page) {
      await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(/^9\d{8}$/)
      await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled()
    },
    succeeded: (page) => expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled(),
  },
  {
    name: 'favourites',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    async arrange(page, { sim, baseURL }) {
      // A new member has no favourite: every toggle below is an add.
      await withSession(page, await signIn(baseURL, await createAccount(sim, 'fav')))
      await page.goto('/rng')
      // The stars come with the member's list, after the account and the games have loaded.
      await expect(page.getByRole('button', { name: /^Favourite / }).first()).toHaveAttribute(
        'aria-pressed',
        'false',
        { timeout: 45_000 },
      )
    },
    act: (page) =>
      page
        .getByRole('button', { name: /^Favourite / })
        .first()
        .click(),
    // A star is no form: the failure is the same sentence whatever the fault, and the toast is put away.
    async failed(page) {
      const toast = notifications(page).getByText('Your favourites could not be changed. Please try again.')
      await expect(toast).toBeVisible()
      await notifications(page).getByRole('button', { name: 'Close' }).click()
      await expect(toast).toBeHidden()
      // The calls go one a second (spec §9): past the window, the next click's call goes at once.
      await page.clock.fastForward(1_000)
    },
    kept: (page) =>
      expect(page.getByRole('button', { name: /^Favourite / }).first()).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    succeeded: (page) =>
      expect(page.getByRole('button', { name: /^Favourite / }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
  },
  {
    name: 'forgot password',
    path: '/wps/member/password/email',
    async arrange(page) {
      await page.goto('/forgotPassword')
      await page.getByRole('tab', { name: 'E-mail' }).click()
      // Not mobile01, whom passwords.spec resets by e-mail: a second code within the minute would be refused.
      await page.getByRole('textbox', { name: 'Username' }).fill('broke01')
      await page.getByRole('textbox', { name: 'E-mail' }).fill('broke01@example.com')
    },
    act: (page) => page.getByRole('button', { name: 'E-mail me a code' }).click(),
    failed: alert,
    async kept(page) {
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('broke01')
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('broke01@example.com')
    },
    succeeded: (page) => expect(page.getByRole('textbox', { name: 'E-mail code' })).toBeVisible(),
  },
  {
    name: 'change password',
    path: '/wps/member/password',
    async arrange(page, { sim, baseURL }) {
      await withSession(page, await signIn(baseURL, await createAccount(sim, 'change')))
      await page.goto('/changePassword')
      await page.getByLabel('Current password').fill('Demo1234')
      await page.getByLabel('New password', { exact: true }).fill('Fresh5678')
      await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh5678')
    },
    act: (page) => page.getByRole('button', { name: 'Change password' }).click(),
    failed: alert,
    async kept(page) {
      await expect(page.getByLabel('Current password')).toHaveValue('Demo1234')
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Fresh5678')
      await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveValue('Fresh5678')
    },
    succeeded: (page) => expect(notifications(page)).toContainText('Your password has been changed.'),
  },
  {
    name: 'launch',
    path: '/wps/game/launchGame',
    async arrange(page, { baseURL }) {
      await withSession(page, await signIn(baseURL, 'member01'))
      await page.goto('/rng')
    },
    act: (page) => page.getByRole('button', { name: 'PLAY NOW' }).first().click(),
    async failed(page, says) {
      const dialog = page.getByRole('dialog', { name: 'The game could not start' })
      await expect(dialog).toContainText(says)
      await dialog.getByRole('button', { name: 'Close' }).first().click()
      await expect(dialog).toBeHidden()
    },
    // Nothing typed: the page stays where it was, with no game open.
    kept: (page) => expect(page.locator('iframe')).toHaveCount(0),
    succeeded: (page) => expect(page.getByRole('dialog').locator('iframe')).toBeVisible(),
  },
  {
    name: 'feedback',
    path: '/wps/feedback',
    async arrange(page) {
      await page.goto('/')
      await page.getByRole('link', { name: 'Send feedback' }).click()
      const dialog = page.getByRole('dialog', { name: 'Feedback' })
      await dialog.getByLabel('Question type').selectOption('deposit')
      await dialog.getByLabel('Your feedback').fill('Where did my deposit go?')
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'Feedback' }).getByRole('button', { name: 'Send feedback' }).click(),
    failed: (page, says) =>
      expect(page.getByRole('dialog', { name: 'Feedback' }).getByRole('alert')).toHaveText(says),
    async kept(page) {
      const dialog = page.getByRole('dialog', { name: 'Feedback' })
      await expect(dialog.getByLabel('Question type')).toHaveValue('deposit')
      await expect(dialog.getByLabel('Your feedback')).toHaveValue('Where did my deposit go?')
    },
    succeeded: (page) =>
      expect(page.getByRole('dialog', { name: 'Feedback' }).getByRole('status')).toHaveText(
        /Your feedback has been sent/,
      ),
  },
]

const faultMessage = (flow: Flow, kind: FaultKind, says: string) => flow.says?.[kind] ?? says

for (const flow of flows) {
  test(`${flow.name}: each fault says so, keeps the form, sends one request, and then it goes through`, async ({
    page,
    sim,
    baseURL,
  }) => {
    // Long enough for four faults on a busy machine; each step still waits on a condition, never a fixed time.
    test.setTimeout(90_000)
    // The page's own clock, so a call past the 15-second budget is reached by moving the clock, not by waiting.
    await page.clock.install()
    await visitAs(page, { language: 'EN' })
    const sent: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === flow.path) sent.push(request.method())
    })
    await flow.arrange(page, { sim, baseURL: baseURL ?? '' })

    for (const { kind, says } of faults) {
      await test.step(kind, async () => {
        // Long enough that the real answer never comes within the test: the client gives up first.
        await sim.post('/faults', { kind, path: flow.path, ...(kind === 'slow' ? { ms: 120_000 } : {}) })
        const before = sent.length
        const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === flow.path)
        await flow.act(page, { sim })
        await request
        if (kind === 'slow') await page.clock.fastForward(pastTheBudgetMs)
        await flow.failed(page, faultMessage(flow, kind, says))
        await flow.kept(page)
        expect(sent.length - before, 'requests for one action').toBe(1)
      })
    }

    await test.step('no fault', async () => {
      const before = sent.length
      // As above, the request is awaited: a star shows its new state before its (throttled) request leaves.
      const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === flow.path)
      await flow.act(page, { sim })
      await request
      await flow.succeeded(page)
      expect(sent.length - before, 'requests for one action').toBe(1)
    })
    // Each request sent was the call itself, never a repeat of another method.
    expect(new Set(sent).size).toBe(1)
  })
}

test('a malformed URL hash is ignored: the page shows', async ({ page }) => {
  await visitAs(page, { language: 'EN' })
  await page.goto('/#%E0%A4%A')
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
})
