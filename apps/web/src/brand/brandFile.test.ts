import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { contrastProblems } from './brandContrast'
import { type BrandFile, parseBrandFile } from './brandFile'

const folder = join(import.meta.dirname, '..', '..', 'brands')
const shipped = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, data: JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown }))

describe.each(shipped)('$name', ({ data }) => {
  test('is a valid brand file', () => {
    expect(parseBrandFile(data)).toMatchObject({ ok: true })
  })

  test('its palettes meet WCAG 2.2 AA contrast in both themes', () => {
    expect(contrastProblems((data as BrandFile).palette)).toEqual([])
  })
})

test('an invalid brand file is a typed error naming each wrong field', () => {
  const [first] = shipped
  const valid = first?.data as BrandFile
  const result = parseBrandFile({
    ...valid,
    merchantCode: 'has spaces',
    gateway: 'https://gateway.example/api',
    defaultLanguage: 'VI',
    languages: ['EN'],
    palette: { ...valid.palette, dark: { ...valid.palette.dark, text: 'white' } },
    extra: true,
  })
  expect(result.ok).toBe(false)
  const issues = result.ok ? [] : result.problem.kind === 'invalid' ? result.problem.issues : []
  expect(issues).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^merchantCode: /),
      expect.stringMatching(/^gateway: .*without a path/),
      expect.stringMatching(/^palette\.dark\.text: a colour/),
      expect.stringMatching(/^extra: /),
    ]),
  )
  expect(parseBrandFile({ ...valid, languages: ['EN'], defaultLanguage: 'TW' })).toEqual({
    ok: false,
    problem: { kind: 'invalid', issues: ['defaultLanguage: must be one of `languages`'] },
  })
  expect(parseBrandFile('not an object')).toMatchObject({ ok: false, problem: { kind: 'invalid' } })
})
