import { readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { backendPrefixes } from '../backend-proxy.ts'
import { withBrandBlock } from '../src/brand/brandBlock.ts'
import { type BrandEntry, brandBlockFor, loadBrands } from './brandsConfig.ts'
import { brandOrigins, inlineScriptHashes, securityHeaders } from './headers.ts'

/** Where the shipped brand files are: the dev and preview servers serve them as nginx does (docs/deploy.md). */
export const shippedBrands = join(import.meta.dirname, '..', 'brands')

const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://page').pathname

/** The back end's paths, which the proxy answers with the back end's own headers (a game page is framed). */
const isBackend = (request: IncomingMessage) =>
  [...backendPrefixes, '/ws', '/__sim'].some((prefix) => pathOf(request).startsWith(prefix))

/** Paths that are never the app's page: the back end's, Vite's own, and files (a dot in the last segment). */
function isPage(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = pathOf(request)
  if (isBackend(request) || ['/@', '/src/', '/node_modules/'].some((prefix) => path.startsWith(prefix)))
    return false
  const last = path.split('/').at(-1) ?? ''
  return !last.includes('.') || last === 'index.html'
}

const hostOf = (request: IncomingMessage) => (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()

/**
 * The folder's brands, read again only when one of its files changed (an edited file shows on the next load).
 * Every file the preview serves carries its host's policy: reading and checking every brand file for each of a
 * page's forty files was a fifth of the end-to-end servers' CPU.
 */
const read = new Map<string, { stamp: string; entries: BrandEntry[] }>()

function brandsOf(folder: string): BrandEntry[] {
  const stamp = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const { mtimeMs, size } = statSync(join(folder, name))
      return `${name}:${mtimeMs}:${size}`
    })
    .join('|')
  const known = read.get(folder)
  if (known?.stamp === stamp) return known.entries
  const entries = loadBrands(folder)
  read.set(folder, { stamp, entries })
  return entries
}

/**
 * The brand by host. `pnpm start` falls back to the brand that serves `localhost`, so any address on this machine
 * shows the demo; the preview server, like nginx, serves a host no brand names an empty block, and the page says so.
 */
function brandFor(folder: string, host: string, fallback: boolean) {
  const entries = brandsOf(folder)
  const found = brandBlockFor(entries, host)
  return found.encoded || !fallback ? found : brandBlockFor(entries, 'localhost')
}

function sendPage(response: ServerResponse, html: string) {
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Cache-Control', 'no-cache')
  response.end(html)
}

/**
 * Serves the page with its brand block filled in by host, in Vite's dev server (`pnpm start`) and its preview of
 * the build (with the production headers, the host's brand origins in the policy, and `imageOrigins`: the
 * simulator's origin when it stands in for the picture CDN).
 */
export function brandServing({
  brands = shippedBrands,
  imageOrigins = [],
}: {
  brands?: string
  imageOrigins?: readonly string[]
} = {}): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'portal:brand-serving',
    configResolved(config) {
      root = config.root
      outDir = config.build.outDir
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isPage(request)) return next()
        const { encoded } = brandFor(brands, hostOf(request), true)
        server
          // As Vite's own page middleware asks it: for index.html, at the address the browser asked for.
          .transformIndexHtml('/index.html', readFileSync(join(root, 'index.html'), 'utf8'), request.url)
          .then((html) => sendPage(response, withBrandBlock(html, encoded)), next)
      })
    },
    configurePreviewServer(server) {
      const page = readFileSync(join(root, outDir, 'index.html'), 'utf8')
      const hashes = inlineScriptHashes(page)
      server.middlewares.use((request, response, next) => {
        if (isBackend(request)) return next()
        const { encoded, brand } = brandFor(brands, hostOf(request), false)
        const origins = brand ? brandOrigins(brand) : { connect: [], images: [], frames: [] }
        const headers = securityHeaders(hashes, { ...origins, images: [...origins.images, ...imageOrigins] })
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        if (isPage(request)) sendPage(response, withBrandBlock(page, encoded))
        else next()
      })
    },
  }
}
