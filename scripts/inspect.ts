/**
 * The local inspector: a websocket server that receives the inspection events of a running portal (the
 * terminal runner with `--inspect`, the app in development with `?inspect`) and relays them to any client,
 * and a live log of them here, which works offline. See docs/inspector.md.
 *
 *   pnpm inspect [--port 8080]
 */
import { connect } from 'node:net'
import { parseArgs } from 'node:util'
import { createWebSocketReceiver } from '@statelyai/inspect'
import { createInspectorServer } from '@statelyai/inspect/server'
import { colourWanted, palette } from './flow/palette'
import { statelyLog } from './flow/stately-log'

const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' } } })
const port = Number(values.port)
const paint = palette(colourWanted(process.stdout))

// The hosted Stately UI cannot load offline, so nothing is opened: the page at the port shows it when online.
const server = createInspectorServer({ port, autoOpen: false })
await listening(port)

console.log(`
  Inspector  ws://127.0.0.1:${port}
  Connect    pnpm flow <flow> --script <file> --inspect   ·   the app: http://127.0.0.1:5173/?inspect
  Online     http://localhost:${port}/ embeds the Stately inspector (stately.ai) fed by this server
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

/** The server gives no signal when it listens; the receiver must not connect before (it would not retry). */
async function listening(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => resolve(socket.end() !== undefined))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the inspector server did not listen on port ${port}`)
}
