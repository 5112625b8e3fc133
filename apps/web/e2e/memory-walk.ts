import type { CDPSession, Page } from '@playwright/test'
import { authRoutes, memberRoutes, publicRoutes } from './routes'

/**
 * The memory walk of issue 17, shared by the memory test (memory.spec.ts) and the bench (scripts/memory-run.ts):
 * a member visits every route they can reach inside the running app, several times, signs out, and the JS heap
 * and the portal's live actors are read before and after. Only Playwright's page API, so both runners use it.
 */

/**
 * Chromium's flag that keeps V8 on its interpreter: without its compilers to machine code (Sparkplug, Maglev,
 * TurboFan) the heap holds the app's objects and bytecode, not how much of the code the engine has optimised by
 * then. That grows with every walk (about 1 MB over the last two walks here, +10% of the heap on its own, while the
 * rest grew 3%), is the engine's, and would hide or fake a leak of the app's own.
 */
export const interpreterOnly = '--js-flags=--no-opt --no-maglev --no-sparkplug'

/** One reading, taken after a full garbage collection, on the home page of a visitor, once nothing moves. */
interface MemoryReading {
  /** The page's JS heap in use (CDP `Runtime.getHeapUsage`), in bytes. */
  heapBytes: number
  /** `portal.liveActors()`: started actors not yet stopped, finished or failed. */
  liveActors: number
}

export interface MemoryWalk {
  /** Right after the first load, signed in, before any other route, when asked (`readLoad`): for reference. */
  load?: MemoryReading
  /** The baseline: a visitor on `/` after a first walk and a sign-out. */
  start: MemoryReading
  /** The same visitor on `/` after signing in again, the other visits of every route and a sign-out. */
  end: MemoryReading
  routes: readonly string[]
  /** How many times each route was visited, the first walk included. */
  visits: number
}

interface Diagnostics {
  __portalDiagnostics: { liveActors(): number }
  __steadyActors?: { count: number; since: number }
}

/**
 * The count once it has held still for half a second: a call in flight is an actor too (the announcements load
 * again after a sign-out), and the walk compares the settled page, not a moment of it.
 */
async function steadyActors(page: Page): Promise<number> {
  const steady = await page.waitForFunction(
    () => {
      const diagnostics = window as unknown as Diagnostics
      const count = diagnostics.__portalDiagnostics.liveActors()
      const last = diagnostics.__steadyActors
      if (last?.count !== count) diagnostics.__steadyActors = { count, since: performance.now() }
      else if (performance.now() - last.since >= 500) {
        delete diagnostics.__steadyActors
        return { count }
      }
      return false
    },
    null,
    { polling: 100, timeout: 30_000 },
  )
  return ((await steady.jsonValue()) as { count: number }).count
}

async function read(page: Page, cdp: CDPSession): Promise<MemoryReading> {
  const actors = await steadyActors(page)
  // Twice: what the first collection finalises (weak maps, detached trees) is only freed by the next.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return { heapBytes: usedSize, liveActors: actors }
}

/**
 * Visits each route in turn inside the running app, as the header's links do, in one call into the page (a round
 * trip per route cost seconds): the router follows `history.pushState`, React renders the new route or its loading
 * cover by the next frame, and the next route waits until this one's heading shows and nothing in it is loading.
 */
async function walk(page: Page, routes: readonly string[]) {
  // No function is named inside: tsx (the bench) would wrap it in a helper the page does not have.
  await page.evaluate(async (paths) => {
    for (const path of paths) {
      history.pushState(null, '', path)
      const since = performance.now()
      do {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        if (performance.now() - since > 45_000) throw new Error(`${path} did not settle in 45 s`)
      } while (
        document.querySelector('main h1, main h2') === null ||
        document.querySelector('main [aria-busy="true"]') !== null
      )
    }
  }, routes)
}

/** The member centre's pages as its menu lists them, so a page added to the centre is walked too. */
async function memberCentreRoutes(page: Page): Promise<string[]> {
  await walk(page, ['/member/securityCenter'])
  const menu = page.locator('nav').filter({ has: page.locator('a[href="/member/securityCenter"]') })
  await menu.locator('a[aria-current="page"]').waitFor({ timeout: 45_000 })
  const links = await menu
    .locator('a[href^="/member/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  return [...new Set(links)]
}

/** Signs out through the account menu and its confirmation; ends on the visitor's home page. */
async function signOut(page: Page) {
  await walk(page, ['/'])
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click()
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click()
  await header.getByRole('button', { name: 'Log in' }).waitFor()
  await page.waitForFunction(() => sessionStorage.getItem('token') === null)
}

/** Signs in through the login page, as the member would, inside the running app; ends home, signed in. */
async function signIn(page: Page, username: string, password: string) {
  await walk(page, ['/login'])
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 45_000 })
}

/**
 * Expects the page on the app, signed in as `username`, in English (the walk finds the menu and forms by their
 * English names). Visits every route `visits` times: once, which loads every page's code and creates the visit's
 * shared flows, then a sign-out and the baseline; then a sign-in through the login page, the other visits, a
 * sign-out and the last reading.
 */
export async function memoryWalk(
  page: Page,
  options: { username: string; password?: string; visits?: number; readLoad?: boolean },
): Promise<MemoryWalk> {
  const { username, password = 'Demo1234', visits = 3, readLoad = false } = options
  const cdp = await page.context().newCDPSession(page)
  await walk(page, ['/'])
  // Signed in and home: the member's panel is there.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 45_000 })
  const load = readLoad ? await read(page, cdp) : undefined
  const routes = [...publicRoutes, ...authRoutes, ...memberRoutes, ...(await memberCentreRoutes(page))]
  await walk(page, routes)
  await signOut(page)
  const start = await read(page, cdp)
  await signIn(page, username, password)
  await walk(page, Array.from({ length: visits - 1 }, () => routes).flat())
  await signOut(page)
  const end = await read(page, cdp)
  await cdp.detach()
  return { ...(load ? { load } : {}), start, end, routes, visits }
}
