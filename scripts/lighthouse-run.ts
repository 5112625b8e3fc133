/**
 * Lighthouse on the production build: serves it with `scripts/start.ts --preview` (simulator included) on a
 * free port, runs Lighthouse's default mobile audit of `/` in Debian's Chromium a few times, and reports the
 * median of each figure.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'

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

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('No TCP port for the preview server')
  return address.port
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

async function auditOnce(url: string, launcher: ChromeLauncher): Promise<LighthouseFigures> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const chrome = await launcher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      totalBytes: metric('total-byte-weight'),
    }
  } finally {
    chrome.kill()
  }
}

/** Median of each figure over `runs` audits, each in a fresh Chromium with a fresh profile. */
export async function runLighthouse(runs: number): Promise<{ url: string; median: LighthouseFigures }> {
  const launcher = await chromeLauncher()
  const { url, child } = await startPreview()
  try {
    const results: LighthouseFigures[] = []
    for (let run = 1; run <= runs; run++) {
      console.log(`Lighthouse run ${run}/${runs} on ${url}`)
      results.push(await auditOnce(url, launcher))
    }
    const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]))
    const figures: LighthouseFigures = {
      performance: pick('performance'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      speedIndexMs: pick('speedIndexMs'),
      totalBytes: pick('totalBytes'),
    }
    return { url, median: figures }
  } finally {
    await stopPreview(child)
  }
}
