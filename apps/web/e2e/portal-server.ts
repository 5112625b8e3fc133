import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

export interface PortalServer {
  /** The portal's origin (the production build, or the dev server). */
  url: string
  /** The simulator's own origin, where its dev surface answers (never through the portal). */
  simulator: string
  stop(): Promise<void>
}

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * `pnpm start` for one worker: its own simulator and its own portal server on `port`, in a process of their own.
 * Not in the worker itself: the simulator loads jsencrypt, whose extensionless ES imports only tsx resolves
 * (under Playwright's loader its encrypted calls failed), and the servers then use the other core, not the
 * worker's. A group of its own, so stopping it stops Vite too (TOOLCHAIN.md).
 */
export async function startPortalServer(port: number, mode: 'dev' | 'preview'): Promise<PortalServer> {
  const { PORTAL_BACKEND_URL: _realBackend, ...env } = process.env
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'scripts/start.ts', '--port', String(port)].concat(
      mode === 'preview' ? ['--preview'] : [],
    ),
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env },
  )
  // A worker that ends without its teardown (the run interrupted) still takes its servers with it.
  const orphanGuard = () => signalGroup(child, 'SIGKILL')
  process.once('exit', orphanGuard)
  const { url, simulator } = await announced(child)
  return {
    url,
    simulator,
    async stop() {
      const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve()
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
      process.off('exit', orphanGuard)
    },
  }
}

/** Waits for start.ts to print both addresses; the output keeps being drained afterwards, so it never blocks. */
function announced(child: ChildProcess): Promise<{ url: string; simulator: string }> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 60_000)
    child.stdout?.on('data', (data) => {
      output += String(data)
      const url = /Portal\s+(http\S+?)\/?\s/.exec(output)?.[1]
      const simulator = /Simulator\s+(http\S+?)\/?\s/.exec(output)?.[1]
      if (url && simulator) {
        clearTimeout(timer)
        resolve({ url, simulator })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The portal server stopped (exit ${code}) before it served:\n${output}`))
    })
  })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch (error) {
    // ESRCH: the whole group has exited already, which is what was wanted.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
