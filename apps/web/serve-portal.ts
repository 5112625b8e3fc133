import { fileURLToPath } from 'node:url'
import { backendProxy } from './backend-proxy'
import { brandServing } from './serving/brandServing'

export interface ServedPortal {
  url: string
  close(): Promise<void>
}

/**
 * Starts the portal on loopback: Vite's dev server, or `preview` of the production build, proxying the back-end
 * paths to `backend` (the simulator's URL or a real gateway's). Used by `pnpm start` and by each end-to-end
 * worker, which gives it its own simulator.
 */
export async function servePortal(options: {
  backend: string
  port: number
  mode: 'dev' | 'preview'
}): Promise<ServedPortal> {
  // Imported here so that loading this module (the e2e support file) does not load Vite.
  const vite = await import('vite')
  const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))
  const host = '127.0.0.1'
  const url = `http://${host}:${options.port}`
  const listenOn = { port: options.port, strictPort: true, host }
  if (options.mode === 'preview') {
    const proxy = backendProxy(options.backend, { devSurface: false })
    // The brands by host with the production headers; the simulator's origin may also serve pictures, as a CDN does.
    const plugins = [brandServing({ imageOrigins: [new URL(options.backend).origin] })]
    const server = await vite.preview({ configFile, plugins, preview: { ...listenOn, proxy } })
    return { url, close: () => server.close() }
  }
  const proxy = backendProxy(options.backend, { devSurface: true })
  const server = await vite.createServer({
    configFile,
    plugins: [brandServing()],
    server: { ...listenOn, proxy },
  })
  await server.listen()
  return { url, close: () => server.close() }
}
