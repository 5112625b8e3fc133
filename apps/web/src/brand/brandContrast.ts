import type { BrandFile, PaletteColour } from './brandFile'

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

/**
 * Where a valid brand's palette falls short of WCAG 2.2 AA, in both themes, worded as `pnpm brands` reports a
 * wrong field (`palette.dark: text-muted on surface 3.9:1, needs 4.5:1`); none when every pair reads.
 */
export function contrastProblems(palettes: BrandFile['palette']): string[] {
  return (['dark', 'light'] as const).flatMap((theme) =>
    pairs.flatMap(([foreground, background, minimum]) => {
      const palette = palettes[theme]
      const ratio = Math.floor(contrast(palette[foreground], palette[background]) * 100) / 100
      return ratio < minimum
        ? [`palette.${theme}: ${foreground} on ${background} ${ratio}:1, needs ${minimum}:1 (WCAG 2.2 AA)`]
        : []
    }),
  )
}
