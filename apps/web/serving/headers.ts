import { createHash } from 'node:crypto'
import type { BrandFile } from '../src/brand/brandFile.ts'

/**
 * The portal's security headers, defined once: the preview server sends them (brandServing.ts), and the shipped
 * nginx configuration includes them from `nginx/security-headers.conf`, which `pnpm build` writes from the built
 * page (buildPolicy.ts). Every brand is served the same page, so one set of script hashes holds for all; what
 * differs per host (the brand's gateway, real-time and CDN origins) comes from nginx variables the brand include
 * defines (brandsConfig.ts).
 */

/** The page's inline scripts (not its JSON data blocks), by their hashes: the policy lets no other inline script run. */
export function inlineScriptHashes(html: string): string[] {
  return inlineCode(html).scripts.map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )
}

/**
 * The page's inline code: its scripts, and what the policy cannot allow at all (`style-src 'self'` has no
 * hashes, and event-handler attributes never run): inline styles, style attributes, `on…=` attributes.
 */
export function inlineCode(html: string): { scripts: string[]; refused: string[] } {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue
    scripts.push(body)
  }
  const refused = [
    ...[...html.matchAll(/<style[\s>]/g)].map(() => 'an inline <style> element'),
    ...[...html.matchAll(/<[a-z][^>]*\sstyle=/gi)].map((match) => `a style attribute: ${match[0]}`),
    ...[...html.matchAll(/<[a-z][^>]*\son[a-z]+=/gi)].map(
      (match) => `an event-handler attribute: ${match[0]}`,
    ),
  ]
  return { scripts, refused }
}

/** Origins a host's page may reach beyond its own: the brand's gateway, real-time channel and CDNs. */
export interface PolicyOrigins {
  connect?: readonly string[]
  images?: readonly string[]
  frames?: readonly string[]
}

/**
 * A brand's origins: its gateway for calls, and for the pictures and game pages a gateway often serves itself;
 * its real-time channel (the gateway's `/ws` unless it names its own); its picture and launch CDNs.
 */
export function brandOrigins(brand: BrandFile): Required<PolicyOrigins> {
  const gateway = brand.gateway ? [brand.gateway] : []
  const socketOf = (origin: string) => origin.replace(/^http/, 'ws')
  const realtime = brand.realtimeUrl ? [new URL(brand.realtimeUrl).origin] : gateway.map(socketOf)
  const unique = (list: string[]) => [...new Set(list)]
  return {
    connect: unique([...gateway, ...realtime]),
    images: unique([...gateway, ...(brand.imageCdns ?? [])]),
    frames: unique([...gateway, ...(brand.launchCdns ?? [])]),
  }
}

/**
 * The Content-Security-Policy. Scripts only from the portal's own origin and its hashed inline script; styles only
 * from its files (the brand's colours arrive through CSSOM); calls to its own origin and the brand's. Pictures and
 * game, lottery and chat frames may come from any https host, because the CDN and launch hosts arrive at run time
 * from the status call: the core lets through only those on its lists (`frameUrl`, `safeUrl`). Nobody may frame
 * the portal.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], origins: PolicyOrigins = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(origins.images ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(origins.connect ?? [])],
    'frame-src': ["'self'", 'https:', ...(origins.frames ?? [])],
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Every header the portal's pages and files are served with. */
export function securityHeaders(
  scriptHashes: readonly string[],
  origins: PolicyOrigins = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, origins),
    // Browsers without frame-ancestors still refuse to frame the portal.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Other sites learn the portal's origin at most, never a path (which may name a page or a game).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A window the portal opens (customer service, a game) cannot reach back into it, nor it into them.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing of the portal uses these; a game frame cannot be given them either. Fullscreen and autoplay are
    // left to their defaults, so the game frame's `allow` attribute can still grant them.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=()',
    // Two years, sub-domains too; browsers heed it only over https (production).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  }
}

/** The nginx variables the brand include (brandsConfig.ts) defines per host, in the policy's place. */
export const nginxOriginVariables = {
  connect: ['$portal_connect_src'],
  images: ['$portal_img_src'],
  frames: ['$portal_frame_src'],
} as const

/** The headers as nginx directives (`always`: on error pages too), for `nginx/security-headers.conf`. */
export function nginxSecurityHeaders(scriptHashes: readonly string[]): string {
  // The maps' values start with a space when they name an origin (brandsConfig.ts), so an empty one leaves the
  // header as the preview server writes it.
  const lines = Object.entries(securityHeaders(scriptHashes, nginxOriginVariables)).map(
    ([name, value]) =>
      `add_header ${name} "${value.replaceAll(' $portal_', '$portal_').replaceAll('"', '\\"')}" always;`,
  )
  return [
    '# Written by `pnpm build` from the built index.html (apps/web/serving/buildPolicy.ts); do not edit by hand.',
    '# The $portal_* origins come per host from the brand include `pnpm brands` writes (portal-brands.conf).',
    '# nginx drops inherited add_header lines in a block with its own: every location includes this file.',
    ...lines,
    '',
  ].join('\n')
}
