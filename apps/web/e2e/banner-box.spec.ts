import type { Page, Route } from '@playwright/test'
import { expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

/** Holds the announcements call (the banners) until `release` is called. */
async function holdBanners(page: Page) {
  const held: Route[] = []
  const call = '**/wps/relay/MCSFE_getListAnnouncements**'
  const hold = (route: Route) => void held.push(route)
  // Added after the support's own handler (which quiets the popup), so it runs first and the held call then
  // goes through that one.
  await page.route(call, hold)
  return {
    async release() {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      await page.unroute(call, hold)
      for (const route of held) await route.fallback()
    },
  }
}

const topOf = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())?.y

// Issue 17: a banner that arrives after the page must not push what is under it (layout shift 0.10 on /login).
test('a banner arriving late moves nothing: the login form on a phone, and a game list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const { path, below, banner } of [
    { path: '/login', below: 'main section[aria-labelledby]', banner: '[data-banner-group="w_login"]' },
    { path: '/rng', below: 'main h1', banner: '[data-banner-group="rng"]' },
  ]) {
    await test.step(path, async () => {
      const banners = await holdBanners(page)
      await page.goto(path)
      await expect(page.locator(below)).toBeVisible()
      const before = await topOf(page, below)
      await banners.release()
      await expect(page.locator(`${banner} img`).first()).toBeVisible()
      expect(await topOf(page, below)).toBe(before)
    })
  }
})
