/**
 * The bench's memory figures (issue 17): the memory walk of the e2e test (apps/web/e2e/memory-walk.ts) once, on
 * the production build served with `scripts/start.ts --preview`, in Debian's Chromium: the JS heap and the
 * portal's live actors at the first load, at the visitor's baseline (after a first walk) and after the other two
 * walks and a sign-out.
 * Runs on its own too: `tsx --conditions=source scripts/memory-run.ts` (after `pnpm build`).
 */
import type { Route } from 'playwright-core'
import { interpreterOnly, type MemoryWalk, memoryWalk } from '../apps/web/e2e/memory-walk'
import { signInToken } from './bench-sign-in'
import { launchChromium } from './chromium'
import { startPreview, stopPreview } from './lighthouse-run'

/**
 * The announcements answer without its popup items, as the e2e tests have it (`quietAnnouncements`): the popup
 * would open over the login page after the sign-out (which clears its "closed" flags) and take the walk's clicks.
 */
async function withoutPopupItems(route: Route) {
  const response = await route.fetch()
  const envelope = (await response.json()) as { value?: { popup?: unknown[] } | null }
  if (envelope.value) envelope.value.popup = []
  await route.fulfill({ response, json: envelope })
}

export async function measureMemory(account = 'member01'): Promise<MemoryWalk> {
  const { url, child } = await startPreview()
  const browser = await launchChromium([
    // As in the memory test: the heap without the machine code V8 compiles along the way.
    interpreterOnly,
  ])
  try {
    const token = await signInToken(url, account)
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' })
    // English: the walk finds the menu and forms by their English names.
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'))
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', withoutPopupItems)
    const address = new URL('/', url)
    address.searchParams.set('token', token)
    await page.goto(address.href)
    return await memoryWalk(page, { username: account, readLoad: true })
  } finally {
    await browser.close()
    await stopPreview(child)
  }
}

/** Prints the figures as the bench's table rows: heap in MB of 10⁶ bytes, actors as counted. */
export function memoryRows(walk: MemoryWalk): [string, string][] {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
  const change = (walk.end.heapBytes / walk.start.heapBytes - 1) * 100
  return [
    ['JS heap at the first load (signed in, home)', walk.load ? mb(walk.load.heapBytes) : 'not read'],
    ['JS heap at the baseline (visitor, after a first walk)', mb(walk.start.heapBytes)],
    [`JS heap after ${walk.visits - 1} more walks and a sign-out`, mb(walk.end.heapBytes)],
    ['JS heap, end against baseline (target ≤ +10%)', `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`],
    ['live actors at the first load', String(walk.load?.liveActors ?? 'not read')],
    ['live actors at the baseline / at the end', `${walk.start.liveActors} / ${walk.end.liveActors}`],
  ]
}

if (import.meta.main) {
  const walk = await measureMemory()
  console.log(`Memory walk: ${walk.routes.length} routes, each visited ${walk.visits} times`)
  for (const [label, value] of memoryRows(walk)) console.log(`  ${label.padEnd(56)} ${value.padStart(10)}`)
}
