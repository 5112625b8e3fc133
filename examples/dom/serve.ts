/**
 * Serves the DOM example as a front end's own server would: the page and its bundle, and the back-end paths of
 * docs/front-end.md (`/wps`, `/lgw`, `/lotto`, `/sim`) routed to a simulator it starts on loopback. The example
 * opens no real-time channel, so `/ws` is not routed; `/__sim` never is (its URL goes to `simulator-url.txt`
 * for a test on this machine).
 *
 *   node serve.ts [--port 4173]      (from the folder holding index.html and the bundled main.js)
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createSimulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' } } })
const backendPaths = ['/wps/', '/lgw/', '/lotto/', '/sim/']
const files: Record<string, string> = { '/': 'index.html', '/main.js': 'main.js' }
const types: Record<string, string> = { 'index.html': 'text/html', 'main.js': 'text/javascript' }

const simulator = await listen(createSimulator())
// For a test on this machine: where the simulator's dev surface answers (loopback only).
await writeFile('simulator-url.txt', simulator.url)
const server = createServer(async (request, response) => {
  const path = request.url ?? '/'
  if (backendPaths.some((prefix) => path.startsWith(prefix))) {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request)
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' && name !== 'host' ? [[name, value] as [string, string]] : [],
    )
    const answer = await fetch(`${simulator.url}${path}`, { method: request.method ?? 'GET', headers, body })
    // fetch has already decoded the body: its encoding and length no longer describe what is sent on.
    const passed = [...answer.headers].filter(
      ([name]) => name !== 'content-encoding' && name !== 'content-length',
    )
    response.writeHead(answer.status, Object.fromEntries(passed))
    response.end(Buffer.from(await answer.arrayBuffer()))
    return
  }
  const file = files[path.split('?')[0] ?? '/']
  if (!file) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[file] ?? 'application/octet-stream' })
  response.end(await readFile(join(process.cwd(), file)))
})
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`DOM example on http://127.0.0.1:${values.port} (simulator ${simulator.url})`)
})

async function bodyOf(request: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk)
  return Buffer.concat(chunks)
}
