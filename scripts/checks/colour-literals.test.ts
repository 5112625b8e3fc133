import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { paletteColours } from '../../apps/web/src/brand/brandFile'

/**
 * One build serves every brand (docs/deploy.md): no brand colour is written in the app's CSS. A colour a visitor
 * sees comes from the brand's palette, the `--color-*` custom properties the early script sets (styles/tokens.css),
 * directly or mixed from it (`color-mix(in srgb, var(--color-accent) 35%, transparent)`). Written as they are:
 *
 * - black and white, at any alpha (shadows, scrims, text on pictures): every brand's, none's;
 * - in styles/tokens.css, the palette's fallback values: a `--color-<palette colour>` declaration, each of which
 *   every brand file overrides for both themes;
 * - the few colours below that mean something other than the brand, each with its reason.
 */
const allowed: { file: string; colours: string[]; why: string }[] = [
  {
    file: 'pages/lottery/LotteryPage.module.css',
    colours: [
      '#e11d48',
      '#2563eb',
      '#047857',
      '#6b7280',
      '#facc15',
      '#1f1400',
      '#1d4ed8',
      '#4b5563',
      '#f97316',
      '#22d3ee',
      '#0b1020',
      '#4f46e5',
      '#d1d5db',
      '#111',
      '#dc2626',
      '#7f1d1d',
      '#22c55e',
      '#052e16',
    ],
    why: "the draw's ball colours (the game's data names them: red, blue, …), the same on every brand",
  },
  {
    file: 'pages/promotions/MissionsSection.module.css',
    colours: ['#cbd5e1', '#1e293b', '#d6a069', '#2b1606'],
    why: 'silver and bronze for the second and third ranks (the first is the brand accent)',
  },
  {
    file: 'components/form/CaptchaField/CaptchaField.module.css',
    colours: ['#131233'],
    why: 'the background of the captcha picture the platform draws, so the box and the picture meet without a seam',
  },
]

const webSource = join(import.meta.dirname, '../../apps/web/src')

const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi

/** Black or white, opaque or not, in hex or `rgb()`. */
function isNeutral(colour: string): boolean {
  const text = colour.toLowerCase().replace(/\s+/g, ' ')
  return (
    /^#(000|fff)[0-9a-f]?$|^#(000000|ffffff)([0-9a-f]{2})?$/.test(text) ||
    /^rgba?\((0 0 0|255 255 255|0, ?0, ?0|255, ?255, ?255)( ?[/,] ?(0|1|0?\.\d+))?\)$/.test(text)
  )
}

/** Comments blanked out, lines kept, so a literal's line number is its line in the file. */
const withoutComments = (css: string) =>
  css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))

/** Every colour literal of a style sheet that is not black or white, with its line. */
function colourLiterals(css: string): { line: number; colour: string; text: string }[] {
  return withoutComments(css)
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(colourLiteral)]
        .map(([colour]) => colour)
        .filter((colour) => !isNeutral(colour))
        .map((colour) => ({ line: index + 1, colour, text: text.trim() })),
    )
}

const cssFiles = readdirSync(webSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.split('\\').join('/'))
  .sort()

/** A fallback palette declaration of tokens.css: `--color-accent: #fbbf24;`. */
const paletteDeclaration = new RegExp(`^--color-(${paletteColours.join('|')}):`)

describe('colour literals in the web app’s CSS', () => {
  test('the scan sees colours in every notation, and lets black and white pass', () => {
    expect(
      colourLiterals(
        'a { color: #FDE68A; box-shadow: 0 0 0 1px rgb(251 191 36 / 0.35), 0 1px rgba(0, 0, 0, 0.4); }\n' +
          '/* #7c3aed in a comment */ b { background: oklch(0.6 0.2 280); border-color: #fff; fill: #00000080 }\n' +
          'c { color: hsl(250 80% 60%); outline-color: rgb(255 255 255 / 0.5) }',
      ).map(({ line, colour }) => `${line} ${colour}`),
    ).toEqual(['1 #FDE68A', '1 rgb(251 191 36 / 0.35)', '2 oklch(0.6 0.2 280)', '3 hsl(250 80% 60%)'])
  })

  test('no CSS file under apps/web/src writes a brand colour', () => {
    expect(cssFiles.length).toBeGreaterThan(50)
    const found = cssFiles.flatMap((file) => {
      const allowance = allowed.find((entry) => entry.file === file)
      return colourLiterals(readFileSync(join(webSource, file), 'utf8'))
        .filter(({ text }) => !(file === 'styles/tokens.css' && paletteDeclaration.test(text)))
        .filter(({ colour }) => !allowance?.colours.includes(colour.toLowerCase()))
        .map(({ line, text }) => `${file}:${line}: ${text}`)
    })
    expect(found, 'mix it from the palette (styles/tokens.css), or allow it above with a reason').toEqual([])
  })

  test('every allowed colour is still there (an allowance outlives nothing it was for)', () => {
    const stale = allowed.flatMap(({ file, colours }) => {
      const present = new Set(
        colourLiterals(readFileSync(join(webSource, file), 'utf8')).map(({ colour }) => colour.toLowerCase()),
      )
      return colours.filter((colour) => !present.has(colour)).map((colour) => `${file}: ${colour}`)
    })
    expect(stale).toEqual([])
  })

  test("tokens.css writes a colour only as the fallback of a palette token, both themes' each", () => {
    const tokens = withoutComments(readFileSync(join(webSource, 'styles/tokens.css'), 'utf8'))
    const declared = [...tokens.matchAll(/^\s*--color-([a-z0-9-]+):/gm)].map(([, name]) => name)
    // Dark (:root) and light each declare the whole palette: the page before the brand is applied is whole too.
    expect(declared.filter((name) => !(paletteColours as readonly string[]).includes(name ?? ''))).toEqual([])
    expect([...declared].sort()).toEqual([...paletteColours, ...paletteColours].sort())
  })
})
