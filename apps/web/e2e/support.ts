import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { test as base, type Page } from '@playwright/test'
import {
  type ApiClient,
  createApiClient,
  createHttpTransport,
  type Encryptor,
  endpoints,
  publicKeyFromClient,
  type RequestContext,
} from '@portal/core'
import { type PortalServer, startPortalServer } from './portal-server'

const quieted = new WeakSet<Page>()

/**
 * In the page, before its own scripts: the announcements call answers without its popup items (banners and
 * notices stay, the popup never opens) while `__e2eAnnouncements` is not set. A wrapped `fetch`, not
 * `page.route`: any route makes Chromium hold every request of the page for Playwright and turns its HTTP
 * cache off, which cost a fifth more CPU per page load (four contexts of three pages and a reload each, with
 * and without a route: 24-26 s against 18-23 s of CPU).
 */
function withoutPopupItems() {
  const fetchOfPage = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await fetchOfPage(input, init)
    const url = input instanceof Request ? input.url : String(input)
    const flags = window as { __e2eAnnouncements?: boolean }
    if (flags.__e2eAnnouncements || !url.includes('/wps/relay/MCSFE_getListAnnouncements')) return response
    // A fault the test injected (no JSON) reaches the app as it came.
    const envelope = (await response
      .clone()
      .json()
      .catch(() => null)) as { value?: { popup?: unknown[] } | null } | null
    if (!envelope?.value) return response
    envelope.value.popup = []
    return new Response(JSON.stringify(envelope), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

/**
 * The announcement popup opens by itself over every page and makes the rest inert, so tests about anything
 * else take its items away (a sign-out clears the session's "closed" flags, so flags would not be enough).
 * Tests about the popup itself pass `{ announcements: true }` to `visitAs` or `test.use`. Takes effect from
 * the page's next load.
 */
export async function quietAnnouncements(page: Page, quiet = true) {
  if (!quieted.has(page)) {
    quieted.add(page)
    await page.addInitScript(withoutPopupItems)
  }
  await page.addInitScript((shown) => {
    ;(window as { __e2eAnnouncements?: boolean }).__e2eAnnouncements = shown
  }, !quiet)
}

/** The simulator's dev surface, called from the test (Node) straight at the worker's simulator, on loopback. */
export interface DevSurface {
  /** The simulator's own origin. */
  readonly url: string
  /** GET `/__sim<path>`: its envelope's value. */
  value<T>(path: string): Promise<T>
  /** POST a change to `/__sim<path>`; throws with the simulator's reason when it refuses. */
  post(path: string, body?: object): Promise<void>
}

function devSurface(url: string): DevSurface {
  const call = async (path: string, init?: RequestInit) => {
    const envelope = (await (await fetch(`${url}/__sim${path}`, init)).json()) as {
      success: boolean
      value?: unknown
      message: string
    }
    if (!envelope.success) throw new Error(`dev surface ${path}: ${envelope.message}`)
    return envelope.value
  }
  return {
    url,
    value: async <T>(path: string) => (await call(path)) as T,
    post: async (path, body = {}) => {
      await call(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      })
    },
  }
}

type Portal = Omit<PortalServer, 'stop'>

// Each worker listens on its own port from E2E_PORT up, so people (and CI) can run specs side by side.
const firstPort = Number(process.env.E2E_PORT ?? 4173)
const mode = process.env.E2E_SERVER === 'dev' ? 'dev' : 'preview'

/**
 * The address of a source module's chunk as the server under test sends it: the module itself from the dev
 * server; from the build, the file the Vite manifest names (built files are named by their hash alone).
 */
export function chunkOf(source: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (mode === 'dev') return new RegExp(`/${literal(source)}(\\?.*)?$`)
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not a chunk of the build`)
  return new RegExp(`/${literal(entry.file)}$`)
}

/**
 * Playwright's `test` with a world of its own per worker: its own simulator (no shared accounts, captcha answer,
 * maintenance or faults with another worker) behind its own portal server. Pages keep the announcement popup
 * away unless `test.use({ announcements: true })`; `sim` is the worker's dev surface, reset after each test that
 * used it, so a world switch never outlives its test.
 */
export const test = base.extend<{ announcements: boolean; sim: DevSurface }, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
    async ({}, use, worker) => {
      const server = await startPortalServer(firstPort + worker.parallelIndex, mode)
      await use({ url: server.url, simulator: server.simulator })
      await server.stop()
    },
    // Starting Vite and the simulator takes a few seconds, more on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  sim: async ({ portal }, use) => {
    const sim = devSurface(portal.simulator)
    await use(sim)
    await sim.post('/reset')
  },
  announcements: [false, { option: true }],
  page: async ({ page, announcements }, use, testInfo) => {
    await quietAnnouncements(page, !announcements)
    const story = logPageStory(page)
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus && story.length > 0)
      console.log(`What the page of "${testInfo.title}" did (the last 80):\n${story.slice(-80).join('\n')}`)
  },
})

/** What the simulated games' frames (/sim/play) asked and got, and when each frame loaded, with the time. */
/**
 * What a page asked and was told, for a failed test's output (CI keeps no trace): the API's calls with their
 * status and time, the game frames, failed requests, console errors and warnings and uncaught errors. It tells a
 * request that never left from one that got no answer, a frame that loaded again, or a flow that threw.
 */
function logPageStory(page: Page): string[] {
  const log: string[] = []
  const told = (url: string) => {
    const path = new URL(url).pathname
    return path.startsWith('/wps/') || path.startsWith('/sim/play/')
  }
  const started = new Map<unknown, number>()
  const note = (line: string) => log.push(`${new Date().toISOString()} ${line}`)
  page.on('request', (request) => {
    if (!told(request.url())) return
    started.set(request, Date.now())
    note(`asked ${request.method()} ${request.url()}`)
  })
  page.on('requestfinished', async (request) => {
    if (!told(request.url())) return
    // A page closed at the end of its test ends its listeners too: its answer is then no longer asked for.
    const status = (await request.response().catch(() => null))?.status()
    note(`answered ${request.url()} ${status} after ${Date.now() - (started.get(request) ?? Date.now())} ms`)
  })
  page.on('requestfailed', (request) => note(`failed ${request.url()} ${request.failure()?.errorText}`))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() && told(frame.url())) note(`frame loaded ${frame.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()} ${message.text()}`)
  })
  page.on('pageerror', (error) => note(`uncaught ${error.message}`))
  return log
}

export { expect } from '@playwright/test'

/**
 * A picture of the screen for people to look at (`E2E_SHOTS=1`), never compared: a run without the variable
 * (CI) skips it, since a full-page capture of a CJK or Arabic page costs seconds that check nothing.
 */
export async function keepScreenshot(
  page: Page,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path, ...options })
}

/**
 * Starts the visit with a stored language (and theme), the way a returning visitor arrives. Only the first
 * page load of the test is seeded, so a choice made during the test survives reloads. The announcement popup
 * stays away unless `announcements` is true.
 */
export async function visitAs(
  page: Page,
  options: { language?: string; theme?: 'dark' | 'light'; announcements?: boolean },
) {
  await quietAnnouncements(page, !options.announcements)
  await page.addInitScript(({ language, theme }) => {
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    if (language) localStorage.setItem('lang', language)
    if (theme) localStorage.setItem('theme', theme)
  }, options)
}

/**
 * Signs in through the real API (the core's client and transport, against the simulator behind the app's
 * server) and returns the session token, for tests about what a signed-in account may see.
 */
export async function signIn(baseURL: string, username: string, password = 'Demo1234'): Promise<string> {
  const { token } = await apiClient(baseURL).call(endpoints.login, { username, password, type: 'username' })
  return token
}

/**
 * The core's API client against the simulator behind the app's server, for setting up a test: anonymous, or
 * with a session token (a second session of an account, as another device would hold).
 */
export function apiClient(baseURL: string, token: string | null = null): ApiClient {
  const context: RequestContext = { token, language: 'EN', merchant: 'DEMO' }
  const transport = createHttpTransport({ baseUrl: baseURL, retry: { limit: 0 } })
  const client: ApiClient = createApiClient({
    transport,
    context: () => context,
    encryptor: nodeEncryptor(publicKeyFromClient(() => client)),
  })
  return client
}

/**
 * A new account of the test's own (password Demo1234 unless said), made through the simulator's dev surface:
 * the tests of a worker share its simulator, so a test that changes an account must not share it.
 */
export async function createAccount(
  sim: DevSurface,
  prefix: string,
  fields: {
    passwordExpired?: boolean
    defaultPassword?: boolean
    type?: number
    balance?: number
    /** 0: the account's next sign-in is its first. */
    logins?: number
  } = {},
): Promise<string> {
  const account = `${prefix}${Math.floor(Math.random() * 1e8)}`
  await sim.post('/accounts', { account, ...fields })
  return account
}

/** Starts the visit with a session token stored, as after a sign-in in this tab. */
export async function withSession(page: Page, token: string) {
  await page.addInitScript((stored) => sessionStorage.setItem('token', stored), token)
}

/**
 * The core's hybrid payload format (AES-256-GCM body, its key RSA-sealed with PKCS#1 v1.5) with node:crypto:
 * the browser's encryptor loads jsencrypt, whose extensionless ES imports Node cannot resolve.
 */
function nodeEncryptor(getPublicKey: () => Promise<string>): Encryptor {
  return {
    async encrypt(plaintext) {
      const key = randomBytes(32)
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
      const sealedKey = publicEncrypt(
        { key: await getPublicKey(), padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(key.toString('base64')),
      )
      return { key: sealedKey.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') }
    },
    async encryptText(text) {
      const sealed = publicEncrypt(
        { key: await getPublicKey(), padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(text),
      )
      return sealed.toString('base64')
    },
  }
}

/**
 * The header folds the categories that no longer fit into its "More" menu a frame after it has measured (after a
 * load or a resize): waits up to 3 s for the page to stop being wider than the screen. A real overflow stays, for
 * the caller to report.
 */
export async function widthSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      null,
      {
        timeout: 3_000,
      },
    )
    .catch(() => undefined)
}
