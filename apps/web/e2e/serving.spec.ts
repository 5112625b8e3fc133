import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join, relative } from 'node:path'
import { appScriptsOf } from '../serving/appScripts'
import { contentSecurityPolicy, nginxSecurityHeaders, securityHeaders } from '../serving/headers'
import { expect, test } from './support'

// The production build as it is served: by `vite preview` (the e2e server) and by the shipped nginx
// configuration, started here from Debian's nginx on a loopback port with its own prefix, pid and logs.
const web = join(import.meta.dirname, '..')
const dist = join(web, 'dist')
const serving = join(web, 'serving', 'nginx')
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** The shipped site, with only its `listen` and `root` changed, inside a throw-away nginx prefix. */
async function startNginx(): Promise<{ origin: string; stop(): void }> {
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'))
  const port = await freePort()
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, temp))
  const site = readFileSync(join(serving, 'portal.conf'), 'utf8')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${dist};`)
  writeFileSync(join(prefix, 'portal.conf'), site)
  writeFileSync(join(prefix, 'security-headers.conf'), readFileSync(join(serving, 'security-headers.conf')))
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // The workers read the build where it lies: as the user running the test (root in CI).
      `user ${userInfo().username};`,
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'access.log')};`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(prefix, temp)};`,
      ),
      '  include portal.conf;',
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]
  execFileSync(nginxBinary, [...args, '-t'], { stdio: 'pipe' })
  const nginx: ChildProcess = spawn(nginxBinary, args, { stdio: 'ignore' })
  const origin = `http://127.0.0.1:${port}`
  await expect
    .poll(async () => (await fetch(origin).catch(() => null))?.status ?? 0, { timeout: 10_000 })
    .toBe(200)
  return {
    origin,
    stop() {
      nginx.kill('SIGQUIT')
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

function expectSecurityHeaders(headers: Headers, policy = contentSecurityPolicy()) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(headers.get(name), name).toBe(name === 'Content-Security-Policy' ? policy : value)
}

test('nginx/security-headers.conf is written from serving/headers.ts', () => {
  const file = join(serving, 'security-headers.conf')
  if (process.env.UPDATE_DOCS === '1') writeFileSync(file, nginxSecurityHeaders())
  expect(readFileSync(file, 'utf8'), 'stale: run this test with UPDATE_DOCS=1').toBe(nginxSecurityHeaders())
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
    const production = contentSecurityPolicy()
    // The same policy as production, but for the simulator's origin beside the https picture hosts.
    const simulatorImages = policy.match(/img-src [^;]*https: (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
    expect(simulatorImages, path).toBeDefined()
    expectSecurityHeaders(headers, contentSecurityPolicy({ imageOrigins: [simulatorImages ?? ''] }))
    expect(policy.replace(` ${simulatorImages}`, '')).toBe(production)
  }
})

test.describe('the shipped nginx configuration over the production build', () => {
  let server: { origin: string; stop(): void } | undefined
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

  test('the page: security headers, revalidated every visit, compressed; every route is the app', async () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8')
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
})
