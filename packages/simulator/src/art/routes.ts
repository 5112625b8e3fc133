import type { Context, Hono } from 'hono'
import { bannerGroups, playNow } from '../seed/catalog'
import { inLanguage } from '../seed/localised'
import { lotteryGames } from '../seed/lottery'
import type { Store } from '../store'
import { avatarOfSet } from './avatar-set'
import { flag } from './flags'
import { shownCategory } from './glyphs'
import { avatar, banner, gameTile, vendorLogo } from './pictures'
import { escapeXml } from './svg'
import { isVendorVariant, vendorImage } from './vendor-art'

/** `member01.svg` → `member01`: art URLs carry an image extension so they read like the CDN's. */
const stem = (file: string) => decodeURIComponent(file).replace(/\.(svg|png|jpe?g|webp)$/i, '')

const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' })

/**
 * Generated art under /sim/art (paths of docs/game-art.md), so the portal never shows a broken image, and
 * stand-in pages under /sim/page and /sim/launch for resources that point back at the simulator.
 */
export function artRoutes(app: Hono, store: Store): void {
  app.get('/sim/art/avatar/:file', (c) => svg(c, avatar(stem(c.req.param('file')))))
  app.get('/sim/art/avatar-set/:file', (c) => svg(c, avatarOfSet(stem(c.req.param('file')))))

  // docs/game-art.md: vendor/{code}/{gameType}/{variant}; unknown variants fall back to the colour card.
  app.get('/sim/art/vendor/:code/:gameType/:file', (c) => {
    const code = stem(c.req.param('code')).toUpperCase()
    const gameType = c.req.param('gameType').toUpperCase()
    const variant = stem(c.req.param('file')).toLowerCase()
    const vendor = store.state.catalog.vendors.find((candidate) => candidate.code === code)
    const art = { code, name: vendor?.name ?? code, category: shownCategory(code, gameType) }
    return svg(c, vendorImage(art, isVendorVariant(variant) ? variant : 'color'))
  })
  app.get('/sim/art/vendor/:file', (c) =>
    svg(c, vendorLogo(stem(c.req.param('file')), c.req.query('variant') ?? '')),
  )

  // The catalog names the tile; query parameters are for codes it does not know.
  app.get('/sim/art/game/:file', (c) => {
    const code = stem(c.req.param('file'))
    const game = store.state.catalog.games.find((candidate) => candidate.gameCode === code)
    if (game) {
      const category = shownCategory(game.vassalage, game.gameType)
      return svg(
        c,
        gameTile(code, { title: game.gameName, badge: game.subType, category, vendor: game.vassalage }),
      )
    }
    const lottery = lotteryGames.find((candidate) => candidate.gameCode === code)
    if (lottery) {
      const category = lottery.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT'
      return svg(c, gameTile(code, { title: lottery.gameName, badge: lottery.prizeMode, category }))
    }
    const type = c.req.query('type')
    // `badge=` (empty) draws none: a points-mall reward's tile has no game type to show, and no language.
    const badge = c.req.query('badge') ?? type ?? 'SLOT'
    return svg(c, gameTile(code, { title: c.req.query('name') ?? code, badge, category: type ?? 'RNG' }))
  })

  app.get('/sim/art/banner/:file', (c) => {
    const key = stem(c.req.param('file'))
    const [, group = key, index = '1'] = /^(.+)-(\d+)$/.exec(key) ?? []
    const seed = bannerGroups[group]?.[Number(index) - 1]
    // Drawn in the page's language (the banner list says which); English when none is asked for.
    const language = c.req.query('lang') ?? 'EN'
    const title = c.req.query('title') ?? (seed ? inLanguage(seed.title, language) : key).toUpperCase()
    const subtitle = seed ? inLanguage(seed.subtitle, language) : ''
    return svg(c, banner(key, title, subtitle, seed?.category ?? '', inLanguage(playNow, language)))
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
