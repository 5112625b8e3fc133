import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { VendorLane } from '../api/schemas/games'
import { connectFooterVendors, footerVendors } from './footer-vendors.connect'
import { resourceMachine } from './resource.machine'
import { catalogueArt } from './vendor-art'

const art = catalogueArt(
  () => ['https://img.cdn'],
  () => 0,
)

const lanes: VendorLane[] = [
  { title: 'LIVE', cards: [{ vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' }] },
  {
    title: 'RNG',
    cards: [
      { vassalage: 'PG', gameType: 'RNG' },
      { vassalage: 'evo', gameType: 'RNG' },
    ],
  },
  { title: 'FISH', cards: [{ vassalage: 'PG', gameType: 'FISH' }] },
]

describe('footer vendor logos (spec §2 Footer)', () => {
  test('each vendor once, in the server order, with the logo of its first lane', () => {
    expect(footerVendors(lanes, art)).toEqual([
      { vassalage: 'EVO', name: 'Evolution', logo: 'https://img.cdn/vendor/EVO/LIVE/white.svg' },
      { vassalage: 'PG', name: 'PG', logo: 'https://img.cdn/vendor/PG/RNG/white.svg' },
    ])
  })

  test('the colour variant on request', () => {
    expect(footerVendors(lanes, art, 'color')[0]?.logo).toBe('https://img.cdn/vendor/EVO/LIVE/color.svg')
  })

  test('loading shows no logos; loaded shows the strip', async () => {
    expect(connectFooterVendors(undefined, art)).toEqual({ status: 'loading', vendors: [] })
    const actor = createActor(
      resourceMachine.provide({ actors: { load: fromPromise(async (): Promise<unknown> => lanes) } }),
    ).start()
    const view = connectFooterVendors(await waitFor(actor, (s) => s.matches('loaded')), art)
    expect(view.status).toBe('loaded')
    expect(view.vendors.map((vendor) => vendor.vassalage)).toEqual(['EVO', 'PG'])
  })
})
