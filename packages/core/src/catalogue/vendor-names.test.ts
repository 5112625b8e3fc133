import { expect, test } from 'vitest'
import type { VendorLane } from '../api/schemas/games'
import { connectVendorNames, vendorNamer } from './vendor-names.connect'

const lanes: VendorLane[] = [
  { title: 'LIVE', cards: [{ vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' }] },
  {
    title: 'LOTT',
    cards: [
      { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'Vietnam Lottery' },
      { vassalage: 'evo', gameType: 'RNG', displayName: 'Evolution Slots' },
      { vassalage: 'PG', gameType: 'RNG' },
    ],
  },
]

test("a vendor code reads as the lanes' display name, the first lane's when several name it, any case", () => {
  const name = vendorNamer(lanes)
  expect(name('TCG_LOTTO_VN')).toBe('Vietnam Lottery')
  expect(name('tcg_lotto_vn')).toBe('Vietnam Lottery')
  expect(name('EVO')).toBe('Evolution')
})

test('a code the lanes do not name, or before they load, shows as it is', () => {
  expect(vendorNamer(lanes)('PG')).toBe('PG')
  expect(vendorNamer(lanes)('SBO')).toBe('SBO')
  expect(connectVendorNames(undefined)('TCG_LOTTO_VN')).toBe('TCG_LOTTO_VN')
})
