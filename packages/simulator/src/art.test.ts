import { expect, test } from 'vitest'
import { createSimulator } from './simulator'

const simulator = createSimulator()
const get = (path: string) => simulator.fetch(new Request(`http://sim.test${path}`))

test.each([
  '/sim/art/avatar/member01.svg',
  '/sim/art/vendor/PG.svg',
  '/sim/art/vendor/EVO.png?variant=white',
  '/sim/art/game/fortune-tiger.svg?name=Fortune%20Tiger&type=RNG',
  '/sim/art/banner/w_home.svg?title=Welcome',
  '/sim/art/banner/w_home-2.svg',
  '/sim/art/vendor/PG/RNG/icon-default.svg',
  '/sim/art/vendor/PG/rng/icon-active.png',
  '/sim/art/vendor/EVO/LIVE/white.svg',
  '/sim/art/vendor/DS88/SPORTS/color.svg',
  '/sim/art/vendor/IA/SPORTS/color2.svg',
  '/sim/art/vendor/TCG_LOTTO_VN/LOTT/purple.svg',
  '/sim/art/vendor/KY/PVP/submenu.svg',
  '/sim/art/vendor/UNKNOWN/RNG/whatever.svg',
  '/sim/art/game/VN_HANOI.svg',
  '/sim/art/COUNTRY_FLAG/VN.png',
  '/sim/art/COUNTRY_FLAG/ZZ.png',
])('%s is an SVG image', async (path) => {
  const response = await get(path)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
})

test('colours follow the code: same code same picture, another code another one', async () => {
  const tile = async (code: string) => (await get(`/sim/art/game/${code}.svg`)).text()
  expect(await tile('baccarat')).toBe(await tile('baccarat'))
  expect(await tile('baccarat')).not.toBe(await tile('roulette'))
})

test('names are escaped into the SVG', async () => {
  const svg = await (await get('/sim/art/game/x.svg?name=%3Cscript%3E')).text()
  expect(svg).not.toContain('<script>')
})

test('a game tile of the catalog needs no query: its name comes from the catalog', async () => {
  const game = simulator.store.state.catalog.games[0]
  if (!game) throw new Error('empty catalog')
  const svg = await (await get(`/sim/art/game/${game.gameCode}.svg`)).text()
  expect(svg).toContain(game.gameName.replace(/'/g, '&#39;'))
})

test('vendor images carry the vendor name and need no external font or image', async () => {
  const svg = await (await get('/sim/art/vendor/PG/RNG/color.svg')).text()
  expect(svg).toContain('PG Soft')
  expect(svg).not.toMatch(/href=|@import|url\(http/)
})

test('a banner is drawn in the language the banner list asks for, English words and all (issue 18)', async () => {
  const banner = async (lang: string) => (await get(`/sim/art/banner/promotions-1.svg?lang=${lang}`)).text()
  const chinese = await banner('TW')
  expect(chinese).toContain('優惠活動')
  expect(chinese).toContain('立即遊戲')
  expect(chinese).not.toMatch(/PLAY NOW|BONUSES/i)
  const arabic = await banner('AR')
  expect(arabic).toContain('العروض')
  expect(arabic).toContain('العب الآن')
  expect(await banner('EN')).toContain('PLAY NOW')
})

test('the banner list points each picture at its language', async () => {
  const answer = await get(
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&lang=AR',
  )
  const { value } = (await answer.json()) as { value: { banners: { url: string; title: string }[] } }
  expect(value.banners.length).toBeGreaterThan(10)
  for (const item of value.banners) expect(item.url).toMatch(/\?lang=AR$/)
  expect(value.banners.find((item) => item.url.includes('/promotions-1.svg'))?.title).toBe('العروض')
})

test('an Arabic banner reads right to left: mirrored, its percentage as Arabic text shows it', async () => {
  const svg = async (path: string) => (await get(path)).text()
  const arabic = await svg('/sim/art/banner/w_home-1.svg?lang=AR')
  // The headline's bidi base is right to left, anchored at the right edge, untracked (Arabic letters join).
  expect(arabic).toMatch(/<text x="1760" direction="rtl" y="250"[^>]*>مكافأة ترحيب 100\u200e%\u200e<\/text>/)
  expect(arabic).not.toContain('letter-spacing')
  // The emblem moves to the left.
  expect(arabic).toContain('<circle cx="380"')
  const english = await svg('/sim/art/banner/w_home-1.svg?lang=EN')
  expect(english).toMatch(/<text x="160" letter-spacing="2" y="250"[^>]*>WELCOME BONUS 100%<\/text>/)
  expect(english).not.toContain('direction=')
  expect(english).toContain('<circle cx="1540"')
  // A language with no text of its own draws the English, left to right.
  expect(await svg('/sim/art/banner/w_home-1.svg?lang=UR')).toBe(english)
})
