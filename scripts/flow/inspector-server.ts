import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'

/** What a client that joins late is replayed: the latest events, as `@statelyai/inspect`'s own server keeps. */
const replayed = 200

/**
 * The local inspector's relay, on loopback only: inspection events carry tokens and form contents, so no other
 * machine may connect. It does what `createInspectorServer` of `@statelyai/inspect/server` does (which listens
 * on every interface and takes no host): each message a client sends goes to every other client, the latest
 * are replayed to a client that joins, and the page at the port embeds the hosted Stately inspector fed by it.
 */
export function createLoopbackInspectorServer(port: number): Promise<{ port: number; stop(): void }> {
  const http = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(bridgePage(port))
  })
  const sockets = new WebSocketServer({ server: http })
  const recent: string[] = []
  sockets.on('connection', (socket) => {
    for (const message of recent) socket.send(message)
    socket.on('message', (data) => {
      const message = data.toString()
      recent.push(message)
      if (recent.length > replayed) recent.shift()
      for (const client of sockets.clients)
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(message)
    })
  })
  return new Promise((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, '127.0.0.1', () =>
      resolve({
        port: (http.address() as AddressInfo).port,
        stop() {
          sockets.close()
          http.close()
        },
      }),
    )
  })
}

/** The page that hands the relayed events to the hosted inspector in a frame (online only). */
const bridgePage = (port: number) => `<!doctype html>
<title>Portal inspector</title>
<style>html, body, iframe { margin: 0; width: 100%; height: 100%; border: 0; }</style>
<iframe id="inspector" src="https://stately.ai/inspect"></iframe>
<script>
  const frame = document.getElementById('inspector')
  const waiting = []
  let connected = false
  addEventListener('message', (event) => {
    if (event.data?.type !== '@statelyai.connected') return
    connected = true
    for (const data of waiting.splice(0)) frame.contentWindow.postMessage(data, '*')
  })
  new WebSocket('ws://127.0.0.1:${port}').onmessage = (event) => {
    const data = JSON.parse(event.data)
    if (connected) frame.contentWindow.postMessage(data, '*')
    else waiting.push(data)
  }
</script>`
