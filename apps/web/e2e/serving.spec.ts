import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { join, relative } from 'node:path'
import { appScriptsOf } from '../serving/appScripts'
import {
  contentSecurityPolicy,
  inlineCode,
  inlineScriptHashes,
  nginxSecurityHeaders,
  type PolicyOrigins,
  securityHeaders,
} from '../serving/headers'
import { encodeBrandBlock, withBrandBlock } from '../src/brand/brandBlock'
import { type Nginx, nginxBinary, shippedBrands, startNginx } from './nginx'
import { expect, test } from './support'

// The production build as it is served: by `vite preview` (the e2e server) and by the shipped nginx
// configuration, started from Debian's nginx on a loopback port with its own prefix, pid and logs (e2e/nginx.ts).
const web = join(import.meta.dirname, '..')
const dist = join(web, 'dist')
const serving = join(web, 'serving', 'nginx')

/** The built page, and the hashes of its inline scripts: the same for every brand. */
const builtPage = () => readFileSync(join(dist, 'index.html'), 'utf8')
const builtHashes = () => inlineScriptHashes(builtPage())

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The app's script and a stylesheet the built page names, as the browser would ask for them. */
function builtAssets(): { script: string; style: string } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const script = appScriptsOf(html).at(-1)
  const style = html.match(/<link rel="stylesheet" crossorigin href="([^"]+)"/)?.[1]
  if (!script || !style) throw new Error('dist/index.html names no entry script or stylesheet')
  return { script, style }
}

function expectSecurityHeaders(headers: Headers, origins: PolicyOrigins = {}) {
  for (const [name, value] of Object.entries(securityHeaders(builtHashes(), origins)))
    expect(headers.get(name), name).toBe(value)
}

test('the build wrote nginx/security-headers.conf from the page it built, whose inline code the policy covers', () => {
  const { scripts, refused } = inlineCode(builtPage())
  expect(refused).toEqual([])
  // The early script: one inline script, whatever the brand.
  expect(scripts).toHaveLength(1)
  expect(readFileSync(join(serving, 'security-headers.conf'), 'utf8')).toBe(
    nginxSecurityHeaders(builtHashes()),
  )
})

test('the build carries no brand: the retired VITE_* brand variables are read nowhere, so a build given them is this one', () => {
  const built = filesUnder(dist).filter((file) => /\.(js|html)$/.test(file))
  for (const brand of shippedBrands()) {
    const naming = built.filter((file) => readFileSync(file, 'utf8').includes(`"${brand.merchantCode}"`))
    expect(
      naming.map((file) => relative(dist, file)),
      brand.merchantCode,
    ).toEqual([])
  }
  const sources = filesUnder(join(web, 'src')).filter((file) => /\.tsx?$/.test(file))
  const reading = sources.filter((file) =>
    /import\.meta\.env\.VITE_(BRAND_NAME|LANGUAGES|DEFAULT_LANGUAGE|MERCHANT_CODE|API_BASE_URL)/.test(
      readFileSync(file, 'utf8'),
    ),
  )
  expect(reading).toEqual([])
})

test('the served folder holds no source map and names none; the maps are built beside it', () => {
  const served = filesUnder(dist)
  expect(served.filter((file) => file.endsWith('.map')).map((file) => relative(dist, file))).toEqual([])
  const naming = served
    .filter((file) => /\.(js|css)$/.test(file))
    .filter((file) => /sourceMappingURL=/.test(readFileSync(file, 'utf8')))
  expect(naming.map((file) => relative(dist, file))).toEqual([])
  const maps = filesUnder(join(web, 'dist-sourcemaps')).filter((file) => file.endsWith('.map'))
  expect(maps.length).toBeGreaterThan(10)
})

test('vite preview sends the security headers, the simulator allowed for pictures only', async ({
  request,
}) => {
  for (const path of ['/', '/login', builtAssets().script]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = new Headers(response.headers())
    const policy = headers.get('content-security-policy') ?? ''
    const production = contentSecurityPolicy(builtHashes())
    // The same policy as production, but for the simulator's origin beside the https picture hosts.
    const simulatorImages = policy.match(/img-src [^;]*https: (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
    expect(simulatorImages, path).toBeDefined()
    expectSecurityHeaders(headers, { images: [simulatorImages ?? ''] })
    expect(policy.replace(` ${simulatorImages}`, '')).toBe(production)
  }
})

test.describe('the shipped nginx configuration over the production build', () => {
  let server: Nginx | undefined
  test.beforeAll(async () => {
    if (!existsSync(nginxBinary)) {
      // CI installs nginx (.ci/run): there its absence is a failure, not a skip.
      if (process.env.CI) throw new Error(`No nginx at ${nginxBinary}: .ci/run installs Debian's nginx`)
      test.skip(true, `No nginx at ${nginxBinary} (apt-get install nginx)`)
    }
    server = await startNginx()
  })
  test.afterAll(() => server?.stop())
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server?.origin}${path}`, { headers })

  test('the page: security headers, revalidated every visit, compressed; every route is the app with its brand', async () => {
    const demo = shippedBrands().find((brand) => brand.hosts.includes('127.0.0.1'))
    const index = withBrandBlock(builtPage(), encodeBrandBlock(demo))
    for (const path of ['/', '/login', '/casino', '/help?x=1']) {
      const response = await get(path, { 'Accept-Encoding': 'gzip' })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
      expectSecurityHeaders(response.headers)
      expect(await response.text()).toBe(index)
    }
  })

  test('hashed assets: immutable for a year, gzip when asked, plain otherwise, with the headers', async () => {
    for (const path of Object.values(builtAssets())) {
      const zipped = await get(path, { 'Accept-Encoding': 'gzip, br' })
      expect(zipped.status, path).toBe(200)
      expect(zipped.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable')
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip')
      expect(zipped.headers.get('vary'), path).toMatch(/Accept-Encoding/i)
      expectSecurityHeaders(zipped.headers)
      // fetch unzips: the body is the built file, byte for byte.
      expect(await zipped.text()).toBe(readFileSync(join(dist, path), 'utf8'))
      const plain = await get(path, { 'Accept-Encoding': 'identity' })
      expect(plain.headers.get('content-encoding'), path).toBeNull()
      expect(plain.headers.get('content-type'), path).toMatch(/javascript|css/)
    }
  })

  test('no source map, build manifest or missing asset is answered with content', async () => {
    const { script } = builtAssets()
    for (const path of [`${script}.map`, '/.vite/manifest.json', '/assets/missing-1234.js', '/x.map']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expectSecurityHeaders(response.headers)
    }
  })

  test('/.well-known/ is served; a host no brand names gets an empty brand block and no extra origin', async () => {
    const folder = join(dist, '.well-known')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'security.txt'), 'Contact: mailto:security@example.test\n')
    try {
      const response = await get('/.well-known/security.txt')
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('Contact:')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    // fetch sends its own Host: the request as another host's browser would send it.
    const stranger = await new Promise<{ body: string; headers: Headers }>((resolve, reject) => {
      const request = httpGet(`${server?.origin}/`, { headers: { Host: 'unknown.example' } }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(response.headers)) headers.set(name, String(value))
          resolve({ body, headers })
        })
      })
      request.on('error', reject)
    })
    expect(stranger.body).toBe(withBrandBlock(builtPage(), ''))
    expectSecurityHeaders(stranger.headers)
  })

  test("query strings (tokens) stay out of the access log, the Referer's too", async () => {
    await get('/?token=secret-in-link', { Referer: 'https://portal.example/member?token=secret-in-referer' })
    await expect.poll(() => server?.accessLog() ?? '').toContain('"GET / HTTP/1.1" 200')
    expect(server?.accessLog()).not.toContain('secret')
    expect(server?.accessLog()).toContain('"https://portal.example/member"')
  })
})
