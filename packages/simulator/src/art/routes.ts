import type { Context, Hono } from 'hono'
import { flag } from './flags'
import { avatar, banner, gameTile, vendorLogo } from './pictures'
import { escapeXml } from './svg'

/** `member01.svg` → `member01`: art URLs carry an image extension so they read like the CDN's. */
const stem = (file: string) => decodeURIComponent(file).replace(/\.(svg|png|jpe?g|webp)$/i, '')

const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' })

/**
 * Generated art under /sim/art, so the portal never shows a broken image, and stand-in pages under /sim/page
 * and /sim/launch for the resources and game launches that point back at the simulator.
 */
export function artRoutes(app: Hono): void {
  app.get('/sim/art/avatar/:file', (c) => svg(c, avatar(stem(c.req.param('file')))))
  app.get('/sim/art/vendor/:file', (c) =>
    svg(c, vendorLogo(stem(c.req.param('file')), c.req.query('variant') ?? '')),
  )
  app.get('/sim/art/game/:file', (c) => {
    const code = stem(c.req.param('file'))
    return svg(c, gameTile(code, c.req.query('name') ?? code, c.req.query('type') ?? 'SLOT'))
  })
  app.get('/sim/art/banner/:file', (c) => {
    const key = stem(c.req.param('file'))
    return svg(c, banner(key, c.req.query('title') ?? key.toUpperCase()))
  })
  app.get('/sim/art/COUNTRY_FLAG/:file', (c) => svg(c, flag(stem(c.req.param('file')))))

  const page = (c: Context, title: string) =>
    c.html(
      `<!doctype html><meta charset="utf-8"><title>${title}</title><body style="margin:0;display:grid;place-items:center;min-height:100vh;background:#0d1020;color:#fff;font:600 20px system-ui"><p>${title}</p>`,
    )
  app.get('/sim/page/:name', (c) => page(c, `Simulator stand-in: ${escapeXml(c.req.param('name'))}`))
  app.get('/sim/launch/*', (c) =>
    page(c, `Simulated game: ${escapeXml(c.req.path.slice('/sim/launch/'.length))}`),
  )
}
