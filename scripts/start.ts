/**
 * Starts the portal with its simulated back end: the simulator on its own HTTP port, and Vite (dev server, or
 * `--preview` of the production build) proxying the back-end paths to it. Used by `pnpm start` and by the
 * end-to-end tests.
 */
import { parseArgs } from 'node:util'
import { createSimulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'

const { values } = parseArgs({
  options: { preview: { type: 'boolean', default: false }, port: { type: 'string', default: '5173' } },
})

// A real gateway given in the environment replaces the simulator.
const simulator = process.env.PORTAL_BACKEND_URL ? undefined : await listen(createSimulator(), 0)
if (simulator) process.env.PORTAL_BACKEND_URL = simulator.url

// Vite is imported after the back-end URL is set: its config reads it.
const vite = await import('vite')
const configFile = new URL('../apps/web/vite.config.ts', import.meta.url).pathname
const port = Number(values.port)
const server = values.preview
  ? await vite.preview({ configFile, preview: { port, strictPort: true, host: '127.0.0.1' } })
  : await vite.createServer({ configFile, server: { port, strictPort: true, host: '127.0.0.1' } })
if ('listen' in server) await server.listen()

console.log(`\n  Portal     http://127.0.0.1:${port}/`)
console.log(
  simulator
    ? `  Simulator  ${simulator.url}/  (dev surface under /__sim)\n`
    : `  Back end   ${process.env.PORTAL_BACKEND_URL}\n`,
)

async function stop() {
  await server.close()
  await simulator?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
