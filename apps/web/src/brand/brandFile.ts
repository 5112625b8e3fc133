import * as v from 'valibot'

/**
 * A brand file (apps/web/brands/*.json, docs/deploy.md): everything a brand changes, as data. The web server picks
 * the brand by host and inlines it into the page (serving/brandBlock.ts); the app and the early script read it
 * before anything renders. Validated here, by the app and by the serving tools alike (they run in Node).
 */

/** The product language codes a brand may offer (i18n/languages.ts: those a catalog ships for). */
export const brandLanguageCodes = ['EN', 'CN', 'TW', 'VI', 'AR'] as const

/**
 * The palette's colour tokens, named as the theme's custom properties without `--color-` (styles/tokens.css). A
 * brand gives every one for each theme, so the contrast check (brandContrast.ts, run by `pnpm brands`) sees what the
 * visitor sees.
 */
export const paletteColours = [
  'bg',
  'bg-glow-1',
  'bg-glow-2',
  'surface',
  'surface-raised',
  'surface-sunken',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'text-subtle',
  'accent',
  'accent-strong',
  'on-accent',
  'neon',
  'neon-strong',
  'cyan',
  'danger',
  'success',
] as const

/** Optional gradients, each 2–4 colours drawn corner to corner (`--gradient-<name>`); the theme's own otherwise. */
export const paletteGradients = ['accent', 'neon', 'hero'] as const

/** `#rrggbb`, `#rrggbbaa` or `rgb(r g b / alpha)`: what the contrast test can read (brandContrast.ts). */
export const colourPattern =
  /^(#[0-9a-f]{6}([0-9a-f]{2})?|rgb\(\d{1,3} \d{1,3} \d{1,3}( \/ (0|1|0?\.\d+))?\))$/i

const colour = v.pipe(
  v.string(),
  v.regex(colourPattern, 'a colour written #rrggbb, #rrggbbaa or rgb(r g b / alpha)'),
)

const palette = v.strictObject({
  ...Object.fromEntries(paletteColours.map((name) => [name, colour])),
  gradients: v.optional(
    v.strictObject(
      Object.fromEntries(
        paletteGradients.map((name) => [
          name,
          v.optional(v.pipe(v.array(colour), v.minLength(2), v.maxLength(4))),
        ]),
      ),
    ),
  ),
}) as unknown as v.GenericSchema<Palette>

/** A same-site path (`/brands/x/logo.svg`) or an https address: what the policy's img-src allows. */
const imageUrl = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/, 'a path from the site root or an https:// address'),
)
const size = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2048))
const image = v.strictObject({ url: imageUrl, width: size, height: size })

/** An origin (scheme, host, port) and nothing else. */
const origin = (schemes: RegExp, what: string) =>
  v.pipe(v.string(), v.regex(schemes, what), v.check(isBareOrigin, `${what}, without a path`))
const httpOrigin = origin(/^https?:\/\//, 'an http(s):// origin')

function isBareOrigin(text: string): boolean {
  try {
    return new URL(text).origin === text
  } catch {
    return false
  }
}

const language = v.picklist(brandLanguageCodes, `one of ${brandLanguageCodes.join(', ')}`)

/** One text for every language, or one per language code (the default language's when one is missing). */
const text = v.union(
  [
    v.pipe(v.string(), v.minLength(1)),
    v.pipe(
      v.record(language, v.pipe(v.string(), v.minLength(1))),
      v.check((texts) => Object.keys(texts).length > 0),
    ),
  ],
  'a text, or one text per language code',
)

const brandFileSchema = v.pipe(
  v.strictObject({
    /** Names the brand's folder of pictures and its nginx entries; letters, digits and dashes. */
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes')),
    /** The host names that serve this brand (no port), as the browser's address bar shows them. */
    hosts: v.pipe(
      v.array(
        v.pipe(v.string(), v.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'a lower-case host name, no port')),
      ),
      v.minLength(1, 'at least one host'),
    ),
    merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32')),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    logo: v.strictObject({ dark: image, light: image }),
    favicon: v.strictObject({
      url: imageUrl,
      type: v.picklist(
        ['image/svg+xml', 'image/png', 'image/x-icon'],
        'image/svg+xml, image/png or image/x-icon',
      ),
    }),
    palette: v.strictObject({ dark: palette, light: palette }),
    defaultLanguage: language,
    languages: v.pipe(v.array(language), v.minLength(1, 'at least one language')),
    /** The platform's gateway origin; empty when this server proxies it on the page's own origin. */
    gateway: v.union([v.literal(''), httpOrigin], 'empty (same origin) or an http(s):// origin'),
    realtimeUrl: v.optional(
      v.pipe(v.string(), v.regex(/^wss?:\/\/[^\s"'<>\\]+$/, 'a ws:// or wss:// address')),
    ),
    /** The member's topic on the broker, `{customerId}` standing for the member's id (RabbitMQ: `/topic/user.{customerId}`). */
    memberTopic: v.optional(
      v.pipe(v.string(), v.regex(/^\/[^\s"'<>\\]*\{customerId\}[^\s"'<>\\]*$/, 'a path with {customerId}')),
    ),
    imageCdns: v.optional(v.array(httpOrigin)),
    launchCdns: v.optional(v.array(httpOrigin)),
    title: text,
    description: text,
  }),
  v.forward(
    v.check((brand) => brand.languages.includes(brand.defaultLanguage), 'must be one of `languages`'),
    ['defaultLanguage'],
  ),
)

export type PaletteColour = (typeof paletteColours)[number]
export type Palette = Record<PaletteColour, string> & {
  gradients?: Partial<Record<(typeof paletteGradients)[number], string[]>>
}
export type BrandFile = v.InferOutput<typeof brandFileSchema>

/** Why a brand could not be read: none for this host, or the fields that are wrong (`palette.dark.text: …`). */
export type BrandProblem = { kind: 'missing'; host: string } | { kind: 'invalid'; issues: string[] }

export type BrandResult = { ok: true; brand: BrandFile } | { ok: false; problem: BrandProblem }

/** Validates a parsed brand file: the brand, or every field that is wrong with what it should be. */
export function parseBrandFile(data: unknown): BrandResult {
  const result = v.safeParse(brandFileSchema, data)
  if (result.success) return { ok: true, brand: result.output }
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return `${path || '(the file)'}: ${issue.message}`
  })
  return { ok: false, problem: { kind: 'invalid', issues } }
}
