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
