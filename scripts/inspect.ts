/**
 * The local inspector: a websocket server that receives the inspection events of a running portal (the
 * terminal runner with `--inspect`, the app in development with `?inspect`) and relays them to any client,
 * and a live log of them here, which works offline. See docs/inspector.md.
 *
 *   pnpm inspect [--port 8080]
 */
import { parseArgs } from 'node:util'
import { createWebSocketReceiver } from '@statelyai/inspect'
import { createLoopbackInspectorServer } from './flow/inspector-server'
import { colourWanted, palette } from './flow/palette'
import { statelyLog } from './flow/stately-log'

const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' } } })
const port = Number(values.port)
const paint = palette(colourWanted(process.stdout))

// Loopback only (events carry tokens). The hosted Stately UI cannot load offline, so nothing is opened: the
// page at the port shows it when online.
const server = await createLoopbackInspectorServer(port)

console.log(`
  Inspector  ws://127.0.0.1:${port}
  Connect    pnpm flow <flow> --script <file> --inspect   ·   the app: http://127.0.0.1:5173/?inspect
  Online     http://127.0.0.1:${port}/ embeds the Stately inspector (stately.ai) fed by this server
  Live log below (Ctrl-C ends)
`)

const toLine = statelyLog(paint)
createWebSocketReceiver({ server: `ws://127.0.0.1:${port}` }).subscribe((event) => {
  const line = toLine(event)
  if (line) console.log(line)
})

function stop() {
  server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
