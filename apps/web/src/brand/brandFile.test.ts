import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { type BrandFile, type PaletteColour, parseBrandFile } from './brandFile'

const folder = join(import.meta.dirname, '..', '..', 'brands')
const shipped = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, data: JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown }))

/** A palette colour as red, green, blue (0–255) and alpha (0–1). */
function rgba(colour: string): [number, number, number, number] {
  const hex = colour.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i)
  if (hex)
    return [1, 2, 3]
      .map((i) => Number.parseInt(hex[i] as string, 16))
      .concat(hex[4] ? Number.parseInt(hex[4], 16) / 255 : 1) as [number, number, number, number]
  const rgb = colour.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/)
  if (!rgb) throw new Error(`unreadable colour ${colour}`)
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] ? Number(rgb[4]) : 1]
}

/** WCAG 2.2 relative luminance of an opaque colour. */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const s = value / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r as number) + 0.7152 * channel(g as number) + 0.0722 * channel(b as number)
}

/** The contrast ratio of a colour (composited over the background when translucent) against an opaque one. */
function contrast(foreground: string, background: string): number {
  const back = rgba(background)
  const [r, g, b, a] = rgba(foreground)
  const over = [r, g, b].map((value, i) => value * a + (back[i] as number) * (1 - a))
  const [light, dark] = [luminance(over), luminance(back)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The pairs the theme draws (styles/tokens.css and its users): body and secondary text on every surface, the
 * accent buttons' text, error and success messages (text, 4.5:1); the focus ring (the strong accent), the
 * neon links and badges, against the page and the cards (3:1, WCAG 1.4.11).
 */
const pairs: (readonly [foreground: PaletteColour, background: PaletteColour, minimum: number])[] = [
  ...(['bg', 'surface', 'surface-raised', 'surface-sunken'] as const).flatMap((surface) => [
    ['text', surface, 4.5] as const,
    ['text-muted', surface, 4.5] as const,
  ]),
  ['text-subtle', 'bg', 4.5],
  ['text-subtle', 'surface', 4.5],
  ['on-accent', 'accent', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['accent-strong', 'bg', 3],
  ['accent-strong', 'surface', 3],
  ['accent-strong', 'surface-raised', 3],
  ['neon', 'bg', 3],
  ['neon', 'surface', 3],
]

describe.each(shipped)('$name', ({ data }) => {
  test('is a valid brand file', () => {
    expect(parseBrandFile(data)).toMatchObject({ ok: true })
  })

  test.each(['dark', 'light'] as const)('its %s palette meets WCAG 2.2 AA contrast', (theme) => {
    const palette = (data as BrandFile).palette[theme]
    const failing = pairs
      .map(([foreground, background, minimum]) => ({
        pair: `${foreground} on ${background}`,
        ratio: Math.round(contrast(palette[foreground], palette[background]) * 100) / 100,
        minimum,
      }))
      .filter(({ ratio, minimum }) => ratio < minimum)
    expect(failing).toEqual([])
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
