import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { authRoutes, memberRoutes, publicRoutes } from './routes'
import { expect, signIn, test, visitAs, widthSettled, withSession } from './support'

/**
 * Every route outside the member and agent centres (centre-walk.spec.ts walks those), as a visitor, a member, an
 * agent and a trial account would open it (issue 18): the page has content, no console error, no broken picture,
 * nothing sideways on a 390 px phone, no serious or critical axe finding, and every header entry can be clicked
 * (on screen and not covered by anything). One page per audience, so each route costs a navigation, not a browser.
 */

/**
 * axe reads only the first route of each kind: the category targets (/hot, /cockfight, /lott, /elott…) are the game
 * centre's page again, and the rest add time, not findings.
 */
const axeRoutes = new Set([
  '/',
  '/down',
  '/help',
  '/live',
  '/rng',
  '/sports',
  '/pvp',
  '/promotions',
  '/join',
  '/winners',
  '/sponsor1',
])

/** What is wrong on the screen as it is: sideways overflow, broken pictures, an empty main area. */
async function faults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`overflow ${root.scrollWidth} > ${root.clientWidth}`)
    for (const image of document.images)
      if (image.complete && image.naturalWidth === 0)
        found.push(`broken image ${image.currentSrc || image.src}`)
    const main = document.querySelector('main')
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts.
    if (!main || main.innerText.trim().length < 20) found.push('empty page')
    return found
  })
}

/** Header entries that are off-screen or under something else where a click would land. */
async function unclickable(page: Page): Promise<string[]> {
  // The auth pages have no site header (spec §2).
  const banner = page.getByRole('banner')
  // A modal over the page (the help centre on /help) covers the header on purpose.
  if ((await banner.count()) === 0 || (await page.getByRole('dialog').count()) > 0) return []
  return banner.evaluate((header) => {
    const blocked: string[] = []
    for (const entry of header.querySelectorAll<HTMLElement>('a[href], button')) {
      const box = entry.getBoundingClientRect()
      // Entries folded away on purpose (a closed menu's items, a drop-down) take no space.
      if (box.width === 0 || box.height === 0 || entry.closest('[hidden], [inert]')) continue
      if (getComputedStyle(entry).visibility === 'hidden') continue
      const name = entry.getAttribute('aria-label') ?? entry.textContent?.trim() ?? entry.tagName
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) {
        blocked.push(`${name}: off-screen`)
        continue
      }
      const top = document.elementFromPoint(x, y)
      if (!top || !(entry === top || entry.contains(top))) blocked.push(`${name}: covered by ${top?.tagName}`)
    }
    return blocked
  })
}

/** The page has arrived: no loading cover, a heading in the main area, the pictures in. */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 })
  await expect(page.locator('main').locator('h1, h2').first()).toBeVisible({ timeout: 45_000 })
  // The page's sections arrive after its heading (lazy chunks, calls): judged once there is more than a heading.
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts.
    .poll(() => page.locator('main').evaluate((main: HTMLElement) => main.innerText.trim().length))
    .toBeGreaterThan(20)
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      image.loading = 'eager'
      return image.complete
    }),
  )
}

/**
 * The first route is loaded; the rest are reached the way the header's links reach them, inside the running app
 * (the router follows `history.pushState`), which costs a page's render, not the app's boot. React renders the
 * new route, or its loading cover, before the call returns: no transition keeps the old page on screen.
 */
async function open(page: Page, route: string, load: boolean) {
  if (load) await page.goto(route)
  else await page.evaluate((path) => history.pushState(null, '', path), route)
}

/**
 * Each route once, on a 390 px phone (where overflow and covered entries happen); the header on a desktop once at
 * the end (the same header on every route). `axe` names the routes axe reads.
 */
async function walk(page: Page, routes: readonly string[], axe: ReadonlySet<string> = axeRoutes) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    // The test's own init scripts (stored language, token) run in every frame, the lottery's sandboxed game frame
    // too, where storage is refused: that error is the test's, not the page's.
    if (!error.message.includes("lacks the 'allow-same-origin' flag"))
      errors.push(`${page.url()}: ${error.message}`)
  })
  const found: string[] = []
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [index, route] of routes.entries()) {
    await open(page, route, index === 0)
    await settled(page)
    // /help opens the help centre over the home page: judged once it is there (it covers the header on purpose).
    if (route === '/help') await expect(page.getByRole('dialog')).toBeVisible()
    await widthSettled(page)
    for (const fault of await faults(page)) found.push(`${route}: ${fault}`)
    for (const fault of await unclickable(page)) found.push(`${route}: ${fault}`)
    if (!axe.has(route)) continue
    // One game card, vendor tile or list item stands for the rest: the same markup, many times the time.
    const findings = await seriousViolations(page, { exclude: ['main li + li', 'main article + article'] })
    for (const finding of findings) found.push(`${route}: axe ${finding.id} ${finding.targets.join(', ')}`)
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  await open(page, '/', false)
  await settled(page)
  for (const fault of await unclickable(page)) found.push(`/ @1366: ${fault}`)
  expect(found).toEqual([])
  expect(errors).toEqual([])
}

// Twenty-odd page visits: a long ceiling for a busy machine; every wait inside is on a condition.
test.describe.configure({ timeout: 240_000 })

test('a visitor walks every public route', async ({ page }) => {
  await visitAs(page, { language: 'TW' })
  await walk(page, [...publicRoutes, ...authRoutes])
})

// A member's pages differ from a visitor's in the header and the lottery pages: those, read by axe.
test('a member walks the lottery pages', async ({ page, baseURL }) => {
  await visitAs(page, { language: 'AR' })
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await walk(page, ['/', ...memberRoutes], new Set(['/', ...memberRoutes]))
})

// Agents and trial accounts see another header (agent shortcut; no inbox, a real-account prompt): its routes.
for (const account of ['agent01', 'trial01'])
  test(`${account} walks the header's routes`, async ({ page, baseURL }) => {
    await visitAs(page, { language: 'EN' })
    await withSession(page, await signIn(baseURL ?? '', account))
    await walk(page, ['/', '/live'], new Set(['/']))
  })
