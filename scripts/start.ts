/**
 * Starts the portal with its simulated back end: the simulator on its own HTTP port, and Vite (dev server, or
 * `--preview` of the production build) proxying the back-end paths to it. Used by `pnpm start` and the bench.
 */
import { parseArgs } from 'node:util'
import { createSimulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'
import { servePortal } from '../apps/web/serve-portal'

const { values } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    port: { type: 'string', default: '5173' },
    'sim-port': { type: 'string', default: '0' },
  },
})

// A real gateway given in the environment replaces the simulator.
const simulator = process.env.PORTAL_BACKEND_URL
  ? undefined
  : await listen(createSimulator(), Number(values['sim-port']))
const backend = process.env.PORTAL_BACKEND_URL ?? simulator?.url ?? ''
const portal = await servePortal({
  backend,
  port: Number(values.port),
  mode: values.preview ? 'preview' : 'dev',
})

console.log(`\n  Portal     ${portal.url}/`)
console.log(
  simulator
    ? `  Simulator  ${simulator.url}/  (dev surface: ${simulator.url}/__sim/state${values.preview ? '' : `, also ${portal.url}/__sim/state`})\n`
    : `  Back end   ${backend}\n`,
)

async function stop() {
  await portal.close()
  await simulator?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
