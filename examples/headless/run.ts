/**
 * Runs the headless tour against a simulator it starts itself: over HTTP on a free loopback port (default),
 * or in-process with `--in-process` (the transport calls the simulator's fetch handler, no socket).
 */
import { createSimulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'
import { simulatorTransport, tour } from './tour.ts'

const simulator = createSimulator()
const inProcess = process.argv.includes('--in-process')
const server = inProcess ? null : await listen(simulator)
const transport = server
  ? simulatorTransport(server.url)
  : simulatorTransport('http://simulator.local', (request) => simulator.fetch(request))

try {
  const result = await tour(transport, server?.url ?? 'http://simulator.local')
  console.log(`signed in as ${result.member}`)
  console.log(`listed ${result.games.length} PG games; launched the first at ${result.launchedUrl}`)
  console.log(result.signedOut ? 'signed out' : 'still signed in')
} finally {
  await server?.close()
}
