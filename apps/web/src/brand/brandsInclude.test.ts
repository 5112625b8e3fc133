import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

test('a brand whose palette cannot be read is refused like a wrong field, naming the file and the pair', () => {
  const folder = mkdtempSync(join(tmpdir(), 'brands-'))
  try {
    copyFileSync(join(web, 'brands', 'novaplay.json'), join(folder, 'novaplay.json'))
    const lumen = JSON.parse(readFileSync(join(web, 'brands', 'lumen.json'), 'utf8'))
    lumen.palette.light['text-muted'] = '#a9d8c8'
    writeFileSync(join(folder, 'lumen.json'), JSON.stringify(lumen))
    const entries = loadBrands(folder)
    expect(entries.map((entry) => entry.ok)).toEqual([false, true])
    expect(brandProblems(entries)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/lumen\.json: palette\.light: text-muted on surface 1\.\d+:1, needs 4\.5:1/),
      ]),
    )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
