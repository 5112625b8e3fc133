/**
 * Lighthouse on the production build: serves it with `scripts/start.ts --preview` (simulator included) on a
 * free port, runs Lighthouse's default mobile audit of each benchmarked page in Debian's Chromium a few times,
 * and reports the median of each figure per page. The first run of a page also scores SEO, accessibility and
 * best practices, which do not vary from run to run. Signed-in pages are opened with a session token
 * (bench-sign-in.ts); a page in another language than the default has it stored before Lighthouse opens it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { signInToken } from './bench-sign-in'
import { freePort } from './free-port'

const root = new URL('..', import.meta.url).pathname

/** Flags from TOOLCHAIN.md: headless as root, and no calls to hosts this machine cannot reach. */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export interface LighthouseFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  totalBytes: number
  /** Requests the page started before its largest paint, both as observed (unthrottled) by Lighthouse. */
  requestsBeforeLcp: number
}

/** The categories scored once per page (0–100), beside the performance figures. */
export interface CategoryScores {
  seo: number
  accessibility: number
  bestPractices: number
}

/** An audit that kept its category under 100, with what it pointed at (selectors, URLs, messages). */
export interface FailedAudit {
  category: string
  id: string
  title: string
  items: string[]
}

/** A page the bench audits: its path, and the account it is signed in as, if any. */
export interface BenchPage {
  path: string
  account?: string
  /** The portal's language code (`AR`) stored before the audit; the brand's default otherwise. */
  language?: string
  /** Audits of this page, when not the bench's number (a language variant is scored once). */
  runs?: number
}

export interface PageFigures {
  /** The path audited, `(signed in as …)` or `(AR)` added. */
  label: string
  median: LighthouseFigures
  scores: CategoryScores
  failed: FailedAudit[]
}

interface LaunchedChrome {
  port: number
  kill(): void
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: 'silent' }): Promise<LaunchedChrome>
}

/** chrome-launcher is a dependency of lighthouse, not of the root, so it resolves from lighthouse's folder. */
async function chromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'))
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher
}

/** The bench measures against the local simulator, even where a real back end is configured for `start`. */
function benchEnv(): NodeJS.ProcessEnv {
  const { PORTAL_BACKEND_URL: _realBackend, ...env } = process.env
  return env
}

/**
 * Starts the preview in its own process group, so stopping it also stops whatever it spawned
 * (TOOLCHAIN.md: killing only the direct child left Vite running).
 */
export async function startPreview(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'scripts/start.ts', '--preview', '--port', String(port)],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: benchEnv() },
  )
  // Its own process group does not get the terminal's Ctrl-C, so pass it on.
  const onInterrupt = () => {
    signalGroup(child, 'SIGKILL')
    process.exit(130)
  }
  process.once('SIGINT', onInterrupt)
  child.once('exit', () => process.off('SIGINT', onInterrupt))
  const url = `http://127.0.0.1:${port}/`
  let output = ''
  await new Promise<void>((resolve, reject) => {
    // A server that never comes up is stopped, which rejects through its exit.
    const timeout = setTimeout(() => signalGroup(child, 'SIGKILL'), 60_000)
    // The listener stays attached after the URL shows, so the server's later output is drained, not blocked.
    child.stdout?.on('data', (data) => {
      output += String(data)
      if (output.includes(url)) {
        clearTimeout(timeout)
        resolve()
      }
    })
    child.once('exit', () => {
      clearTimeout(timeout)
      reject(new Error(`The preview server stopped before serving ${url}:\n${output}`))
    })
  })
  return { url, child }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch (error) {
    // ESRCH: the whole group has already exited, which is what we want.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** Asks the server to close, forces it after 5 s, then removes anything it spawned that outlived it. */
export async function stopPreview(child: ChildProcess): Promise<void> {
  const exited =
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit')
  signalGroup(child, 'SIGTERM')
  const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000)
  await exited
  clearTimeout(force)
  signalGroup(child, 'SIGKILL')
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const scoredCategories = ['performance', 'seo', 'accessibility', 'best-practices']

/** The Lighthouse result, as far as the bench reads it. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * Stores the language the way the portal's selector does (`lang` in local storage), from a file of the same
 * origin that loads nothing else, so the audit's page starts with a cold cache. Lighthouse then keeps storage.
 */
async function storeLanguage(chromePort: number, origin: string, language: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  const context = browser.contexts()[0]
  if (!context) throw new Error('Chromium has no default context')
  const page = await context.newPage()
  await page.goto(new URL('/robots.txt', origin).href)
  await page.evaluate((code) => localStorage.setItem('lang', code), language)
  await page.close()
}

async function auditOnce(
  url: string,
  launcher: ChromeLauncher,
  options: { allCategories: boolean; language?: string },
): Promise<Result> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const chrome = await launcher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
  try {
    if (options.language) await storeLanguage(chrome.port, url, options.language)
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: options.allCategories ? scoredCategories : ['performance'],
      ...(options.language ? { disableStorageReset: true } : {}),
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    chrome.kill()
  }
}

function figuresOf(lhr: Result): LighthouseFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0]?.observedLargestContentfulPaint
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { networkRequestTime?: number }[] })?.items ?? []
  return {
    performance: score(lhr, 'performance'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    totalBytes: metric('total-byte-weight'),
    requestsBeforeLcp:
      observed === undefined
        ? Number.NaN
        : requests.filter((request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) <= observed)
            .length,
  }
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)

const scoresOf = (lhr: Result): CategoryScores => ({
  seo: score(lhr, 'seo'),
  accessibility: score(lhr, 'accessibility'),
  bestPractices: score(lhr, 'best-practices'),
})

/** What a detail item names: a node's selector and snippet, a URL, a console message, a source location. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined
  if (node) return [node.selector, node.snippet, node.explanation].filter(Boolean).join(' ')
  const text = ['url', 'source', 'description', 'value', 'label', 'text']
    .map((key) => item[key])
    .map((value) => (typeof value === 'object' && value !== null ? (value as { url?: string }).url : value))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
  return text.join(' ') || JSON.stringify(item).slice(0, 300)
}

/** Every scored audit below 1 in the categories other than performance. */
function failedAudits(lhr: Result): FailedAudit[] {
  return ['seo', 'accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return []
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
      return [{ category, id: audit.id, title: audit.title, items: items.slice(0, 10).map(describeItem) }]
    }),
  )
}

/**
 * Median of each figure over `runs` audits of each page (or the page's own number), each audit in a fresh
 * Chromium with a fresh profile; the first audit also scores SEO, accessibility and best practices.
 */
export async function runLighthouse(runs: number, pages: readonly BenchPage[]): Promise<PageFigures[]> {
  const launcher = await chromeLauncher()
  const { url, child } = await startPreview()
  try {
    const figures: PageFigures[] = []
    for (const page of pages) {
      const token = page.account ? await signInToken(url, page.account) : undefined
      const address = new URL(page.path, url)
      if (token) address.searchParams.set('token', token)
      const label = [
        page.path,
        page.account ? ` (signed in as ${page.account})` : '',
        page.language ? ` (${page.language})` : '',
      ].join('')
      const count = page.runs ?? runs
      const results: LighthouseFigures[] = []
      let scores: CategoryScores | undefined
      let failed: FailedAudit[] = []
      for (let run = 1; run <= count; run++) {
        console.log(`Lighthouse run ${run}/${count} on ${label}`)
        const lhr = await auditOnce(address.href, launcher, {
          allCategories: run === 1,
          ...(page.language ? { language: page.language } : {}),
        })
        if (run === 1) {
          scores = scoresOf(lhr)
          failed = failedAudits(lhr)
        }
        results.push(figuresOf(lhr))
      }
      if (!scores) throw new Error(`No Lighthouse run on ${label}`)
      const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]))
      figures.push({
        label,
        median: {
          performance: pick('performance'),
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          speedIndexMs: pick('speedIndexMs'),
          totalBytes: pick('totalBytes'),
          requestsBeforeLcp: pick('requestsBeforeLcp'),
        },
        scores,
        failed,
      })
    }
    return figures
  } finally {
    await stopPreview(child)
  }
}
