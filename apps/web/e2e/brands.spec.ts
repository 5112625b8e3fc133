import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { freePort } from '../../../scripts/free-port'
import { nginxBrandMaps } from '../serving/brandsConfig'
import type { BrandFile } from '../src/brand/brandFile'
import { type Nginx, nginxBinary, shippedBrands, startNginx } from './nginx'
import { expect, test } from './support'

// One build, three brands, behind the shipped nginx configuration (issue 30): each host gets its own name, logo,
// colours, default language and merchant code; brand A reaches the platform through this server's gateway
// locations, brand B calls the platform's own origin across origins (CORS) and opens its real-time channel there,
// brand C opens in a default language neither of the others has (Arabic, right to left). A host no brand names
// gets the page that says so, in the visitor's language.
// Chromium resolves every *.localhost name to this machine, so the two hosts need no resolver flags.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
const slow = { timeout: 45_000 }

let simulator: { url: string; process: ChildProcess } | undefined
let nginx: Nginx | undefined
let brandA: BrandFile
let brandB: BrandFile
let brandC: BrandFile

test.beforeAll(async () => {
  if (!existsSync(nginxBinary)) {
    if (process.env.CI) throw new Error(`No nginx at ${nginxBinary}: .ci/run installs Debian's nginx`)
    test.skip(true, `No nginx at ${nginxBinary} (apt-get install nginx)`)
  }
  const port = await freePort()
  const [novaplay, lumen] = ['novaplay', 'lumen'].map((id) =>
    shippedBrands().find((brand) => brand.id === id),
  )
  if (!novaplay || !lumen) throw new Error('the shipped brands novaplay and lumen are needed')
  const pageB = `http://brand-b.localhost:${port}`
  simulator = await startSimulator(pageB)
  brandA = {
    ...novaplay,
    id: 'brand-a',
    hosts: ['brand-a.localhost'],
    merchantCode: 'ALPHA',
    name: 'Alpha Games',
  }
  brandB = {
    ...lumen,
    id: 'brand-b',
    hosts: ['brand-b.localhost'],
    merchantCode: 'BETA',
    name: 'Beta Club',
    gateway: simulator.url,
  }
  brandC = {
    ...novaplay,
    id: 'brand-c',
    hosts: ['brand-c.localhost'],
    merchantCode: 'GAMMA',
    name: 'Saffron Palace',
    defaultLanguage: 'AR',
    languages: ['AR', 'EN'],
    title: { AR: 'قصر الزعفران', EN: 'Saffron Palace' },
    description: { AR: 'قصر الزعفران', EN: 'Saffron Palace' },
  }
  const upstream = simulator.url
  const gateway = [
    // What an operator writes when this server also fronts the gateway (docs/deploy.md).
    'location ~ ^/(wps|lgw|lotto|sim)(/|$) {',
    `    proxy_pass ${upstream};`,
    '    proxy_set_header Host $http_host;',
    '}',
    'location = /ws {',
    `    proxy_pass ${upstream};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Upgrade $http_upgrade;',
    '    proxy_set_header Connection "upgrade";',
    '    proxy_set_header Host $http_host;',
    '}',
  ].join('\n')
  nginx = await startNginx({ brands: nginxBrandMaps([brandA, brandB, brandC]), gateway, port })
})

test.afterAll(async () => {
  nginx?.stop()
  if (simulator && simulator.process.exitCode === null) {
    const exited = once(simulator.process, 'exit')
    simulator.process.kill('SIGTERM')
    await exited
  }
})

/**
 * The platform as an operator runs it, in a process of its own (its bin, from source under tsx: jsencrypt's ES
 * imports do not resolve under Playwright's loader, e2e/portal-server.ts), letting brand B's page call it.
 */
async function startSimulator(allowOrigin: string): Promise<{ url: string; process: ChildProcess }> {
  const root = join(import.meta.dirname, '..', '..', '..')
  const bin = join(root, 'packages', 'simulator', 'src', 'bin.ts')
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      bin,
      '--port',
      String(await freePort()),
      '--allow-origin',
      allowOrigin,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      const found = /listening on (http\S+?)\/?\s/.exec(output)?.[1]
      if (found) resolve(found)
    })
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}): ${output}`)))
  })
  return { url, process: child }
}

/** Every policy violation of the page, from its first script on, and the merchant code of every platform call. */
async function watch(page: Page) {
  const merchants: string[] = []
  page.on('request', (request) => {
    if (/\/(wps|lgw|lotto)\//.test(new URL(request.url()).pathname))
      merchants.push(request.headers()['x-merchant'] ?? '(none)')
  })
  const sockets: { url: string; connected: boolean }[] = []
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), connected: false }
    sockets.push(entry)
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('CONNECTED')) entry.connected = true
    })
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const violations = () => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? [])
  return { merchants, sockets, violations }
}

async function visitBrand(browser: Browser, brand: BrandFile, locale: string, realtimeOrigin: string) {
  const origin = `http://${brand.hosts[0]}:${nginx?.port}`
  const context = await browser.newContext({ baseURL: origin, reducedMotion: 'reduce' })
  const page = await context.newPage()
  // The announcement popup covers the page when it opens: closed whenever it stands in an action's way (support.ts
  // takes its items away instead, by a fetch from Node, which cannot resolve these host names).
  const announcements = page.getByRole('dialog', { name: 'Announcements' })
  await page.addLocatorHandler(announcements, () =>
    announcements.getByRole('button', { name: 'Close' }).click(),
  )
  const seen = await watch(page)
  const violations: string[] = []
  const collect = async () => violations.push(...(await seen.violations()))

  // First visit: the brand's default language, name, logo, colours, title.
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', locale, slow)
  const header = page.getByRole('banner')
  await expect(header.getByText(brand.name, { exact: true })).toBeVisible(slow)
  const logo = header.locator(`img[src="${brand.logo.dark.url}"]:visible`)
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const token = (name: string) =>
    page.evaluate(
      (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
      name,
    )
  expect(await token('--color-bg')).toBe(brand.palette.dark.bg)
  expect(await token('--color-accent')).toBe(brand.palette.dark.accent)
  const textColour = await page.evaluate(() => getComputedStyle(document.body).color)
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(brand.palette.dark.text.slice(at, at + 2), 16))
  expect(textColour).toBe(`rgb(${r}, ${g}, ${b})`)
  await collect()

  // Sign-in, in English from here on.
  await page.evaluate(() => localStorage.setItem('lang', 'EN'))
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Username' }).fill('member01')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(header.getByText('member01', { exact: true })).toBeVisible(slow)
  // The member's real-time channel, at the brand's platform.
  await expect
    .poll(
      () => seen.sockets.filter((socket) => socket.connected).map((socket) => new URL(socket.url).origin),
      slow,
    )
    .toContain(realtimeOrigin)
  await collect()

  // A game launch: the popup's game runs for the member.
  const tab = page.getByRole('tab', { name: 'Live casino' })
  await tab.hover(slow)
  await expect(tab).toHaveAttribute('aria-selected', 'true', slow)
  await page.getByRole('tabpanel').getByRole('button').first().click()
  const popup = page.getByRole('dialog')
  await expect(popup.frameLocator('iframe').getByTestId('account')).toHaveText('member01', slow)
  await collect()

  // The member centre.
  await page.goto('/member')
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible(slow)
  await collect()

  expect(violations).toEqual([])
  expect(seen.merchants.length).toBeGreaterThan(3)
  expect(new Set(seen.merchants)).toEqual(new Set([brand.merchantCode]))
  await context.close()
}

test('brand A: same-origin gateway through the shipped nginx, its own look, language and merchant', async ({
  browser,
}) => {
  await visitBrand(browser, brandA, 'zh-Hant', `ws://brand-a.localhost:${nginx?.port}`)
})

test("brand B: gateway on the platform's own origin (CORS), its own look, language and merchant", async ({
  browser,
}) => {
  await visitBrand(browser, brandB, 'en', (simulator?.url ?? '').replace(/^http/, 'ws'))
})

/** The colours of a computed style value (`rgb(…)`, or `color(srgb …)` for a mix), as red, green, blue 0–255. */
function coloursIn(value: string): number[][] {
  return [...value.matchAll(/rgba?\(([^)]*)\)|color\(srgb ([^)]*)\)/g)].map(([, rgb, srgb]) =>
    rgb !== undefined
      ? rgb
          .split(/[\s,/]+/)
          .slice(0, 3)
          .map(Number)
      : (srgb ?? '')
          .split(/[\s/]+/)
          .slice(0, 3)
          .map((channel) => Number(channel) * 255),
  )
}

const hexColour = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
const distance = (a: number[], b: number[]) =>
  Math.hypot(...a.map((channel, index) => channel - (b[index] ?? 0)))
const nearest = (colour: number[], to: number[][]) => Math.min(...to.map((other) => distance(colour, other)))

test("brand B's dialogs and side rail are drawn from its palette, not NovaPlay's indigo", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: `http://${brandB.hosts[0]}:${nginx?.port}`,
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
  })
  const page = await context.newPage()
  await page.goto('/')
  // What tokens.css drew on every brand before its colours were mixed from the palette: NovaPlay's dialog
  // gradient (--gradient-surface) and glass (--glass-bg).
  const indigo = [
    [38, 33, 92],
    [19, 18, 51],
    [12, 11, 34],
  ]
  const palette = brandB.palette.dark
  const own = (['surface', 'surface-raised', 'surface-sunken'] as const).map((name) =>
    hexColour(palette[name]),
  )

  const dialog = page.getByRole('dialog', { name: 'Announcements' })
  await expect(dialog).toBeVisible(slow)
  const surface = coloursIn(await dialog.evaluate((element) => getComputedStyle(element).backgroundImage))
  expect(surface).toHaveLength(2)
  for (const colour of surface) expect(nearest(colour, own)).toBeLessThan(nearest(colour, indigo))
  await page.screenshot({ path: testInfo.outputPath('dialog.png') })
  await testInfo.attach('dialog', { path: testInfo.outputPath('dialog.png'), contentType: 'image/png' })
  await dialog.getByRole('button', { name: 'Close' }).click()

  const rail = page.getByRole('complementary', { name: 'Quick links' })
  const glass = coloursIn(await rail.evaluate((element) => getComputedStyle(element).backgroundColor))
  expect(glass).toHaveLength(1)
  for (const colour of glass) expect(nearest(colour, own)).toBeLessThan(nearest(colour, indigo))
  await page.screenshot({ path: testInfo.outputPath('side-rail.png') })
  await testInfo.attach('side rail', { path: testInfo.outputPath('side-rail.png'), contentType: 'image/png' })
  await context.close()
})

test('brand C: a default language the others lack, right to left from the first paint, its own merchant', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: `http://${brandC.hosts[0]}:${nginx?.port}` })
  const page = await context.newPage()
  const seen = await watch(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar', slow)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('banner').getByText(brandC.name, { exact: true })).toBeVisible(slow)
  await expect(page).toHaveTitle(new RegExp(`${brandC.name}$`))
  await expect.poll(() => seen.merchants.length, slow).toBeGreaterThan(3)
  expect(new Set(seen.merchants)).toEqual(new Set([brandC.merchantCode]))
  expect(await seen.violations()).toEqual([])
  await context.close()
})

test("a host no brand names: the page says so in the visitor's language, and nothing calls the platform", async ({
  browser,
}) => {
  const host = `nobody.localhost:${nginx?.port}`
  const context = await browser.newContext({ baseURL: `http://${host}`, locale: 'vi-VN' })
  const page = await context.newPage()
  const seen = await watch(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi', slow)
  await expect(page.getByRole('main')).toContainText(
    `Chưa có thương hiệu nào được cấu hình cho máy chủ ${host}.`,
    slow,
  )
  expect(seen.merchants).toEqual([])
  expect(await seen.violations()).toEqual([])
  await context.close()
})
