import { chunkOf, expect, signIn, test, visitAs, withSession } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

test('a route that needs sign-in sends a visitor to /login, which says why', async ({ page }) => {
  await page.goto('/lottery')
  await expect(page).toHaveURL(/\/login\?next=%2Flottery&reason=signInRequired$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await expect(page.getByText('Please log in first.')).toBeVisible()
  // The auth pages have no header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('a visitor’s deep link into the member centre asks them to log in first, then lands where it pointed', async ({
  page,
}) => {
  await page.goto('/member/profile')
  await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Fprofile&reason=signInRequired$/)
  await expect(page.getByText('Please log in first.')).toBeVisible()
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'Username' }).fill('member01')
  await form.getByLabel('Password', { exact: true }).fill('Demo1234')
  await form.getByRole('checkbox', { name: /18 or older/ }).check()
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/member\/profile$/)
  await expect(page.getByRole('textbox', { name: 'Nickname' })).toBeVisible()
})

test('a page names itself in the heading and the title, and an unknown path shows a not-found page', async ({
  page,
}) => {
  await page.goto('/pointMall')
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible()
  await expect(page).toHaveTitle('Points mall · NovaPlay')
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('a URL hash scrolls to its element', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/#games')
  // The section arrives after the page (a lazy chunk): the scroll waits for it.
  await expect(page.getByRole('heading', { level: 2, name: 'Casino', exact: true })).toBeInViewport()
})

test('a slow page chunk shows the loading cover, says it is slow, and goes when it arrives', async ({
  page,
}) => {
  // The page's own clock, so "taking long" is reached by moving it rather than by waiting ten seconds.
  await page.clock.install()
  await page.goto('/')
  // The chunk is held until the cover has been seen, then let through: a condition, not a guessed delay.
  let release = () => {}
  const seen = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(chunkOf('src/pages/join/JoinPage.tsx'), async (route) => {
    await seen
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Join us' }).click()
  await expect(page.getByRole('status').getByText('Loading…')).toBeVisible()
  await page.clock.fastForward(10_000)
  await expect(page.getByRole('status').getByText(/^Page taking long to open/)).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Join us' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
})

test('a trial account is turned away from the member centre with a dialog', async ({ page, baseURL }) => {
  await withSession(page, await signIn(baseURL ?? '', 'trial01'))
  await page.goto('/member')
  await expect(page.getByRole('dialog', { name: 'A real account is needed' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
})

test('a member enters the member centre', async ({ page, baseURL }) => {
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.goto('/member')
  // Its default page is the security centre (spec §2 "Personal centre (default page securityCenter)").
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible()
})

/**
 * A visitor's way through the home page's links, one behaviour a step in one page: skipping the header, a new
 * route's scroll, then a page chunk that fails and is retried, which is the promotions page the header leads to.
 */
test('a visitor moves through the site: skip link, scroll on a new route, a failed chunk retried, promotions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/')

  await test.step('keyboard users can skip the header to the main content', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  await test.step('moving to another route scrolls back to the top', async () => {
    const download = page.getByRole('link', { name: 'Download the app' })
    await download.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await download.click()
    await expect(page).toHaveURL(/\/down$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  await test.step('a page chunk that fails to download offers a retry instead of a blank page', async () => {
    const chunk = chunkOf('src/pages/promotions/PromotionsPage.tsx')
    await page.route(chunk, (route) => route.abort())
    await page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Promotions' }).click()
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible()
    // Only this test's route goes: the support's announcement stub stays, or the popup would cover the page.
    await page.unroute(chunk)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  })

  await test.step('promotions, reached from the header, shows only real content: the missions, no placeholder', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Missions' })).toBeVisible()
    // Real promotions, each leading to its own page ("Coming soon" may show, as a promotion's status, §4).
    await expect(page.locator('main a[href^="/promotions/PR-"]').first()).toBeVisible()
    await expect(page).toHaveTitle('Promotions · NovaPlay')
  })
})
