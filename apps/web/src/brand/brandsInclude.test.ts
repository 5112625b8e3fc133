import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { brandProblems, loadBrands, nginxBrandMaps } from '../../serving/brandsConfig'

const web = join(import.meta.dirname, '..', '..')

test('the shipped nginx brand include is written from the shipped brand files (`pnpm brands`)', () => {
  const entries = loadBrands(join(web, 'brands'))
  expect(brandProblems(entries)).toEqual([])
  const brands = entries.flatMap((entry) => (entry.ok ? [entry.brand] : []))
  expect(
    readFileSync(join(web, 'serving', 'nginx', 'portal-brands.conf'), 'utf8'),
    'stale: run pnpm brands',
  ).toBe(nginxBrandMaps(brands))
})
