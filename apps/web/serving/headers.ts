import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { withEarlyBoot } from './earlyBoot'

/**
 * The portal's security headers, defined once: `vite preview` sends them (serve-portal.ts), and the shipped nginx
 * configuration includes them from `nginx/security-headers.conf`, written from this module (the serving e2e
 * test fails when that file is stale; `UPDATE_DOCS=1` rewrites it).
 */

/**
 * The page's inline scripts: the theme script, which runs before the first paint (a light-theme visitor sees
 * no dark flash), and the early boot call the build puts in (earlyBoot.ts, with the build's environment). The
 * policy names them by their hashes, so no other inline script runs.
 */
export function inlineScriptHashes(html = builtPage()) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )
}

function builtPage(): string {
  return withEarlyBoot(readFileSync(new URL('../index.html', import.meta.url), 'utf8'), process.env)
}

export interface PolicyOptions {
  /**
   * Origins the page may also load pictures from: the simulator's own origin when it stands in for the image CDN
   * (`vite preview` with PORTAL_BACKEND_URL). Production's CDN hosts are https and already allowed.
   */
  imageOrigins?: readonly string[]
}

/**
 * The Content-Security-Policy. Scripts only from the portal's own origin (and the hashed theme script); styles
 * only from its files; API calls only to its own origin (the back end is reached through the same host, spec
 * §7). Pictures and game, lottery and chat frames may come from any https host, because the CDN and launch
 * hosts arrive at run time from the status call: the core lets through only those on its lists (`frameUrl`,
 * `safeUrl`). Nobody may frame the portal.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes()],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(options.imageOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
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
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Browsers without frame-ancestors still refuse to frame the portal.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Other sites learn the portal's origin at most, never a path (which may name a page or a game).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing of the portal uses these; a game frame cannot be given them either. Fullscreen and autoplay are
    // left to their defaults, so the game frame's `allow` attribute can still grant them.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=()',
    // Two years, sub-domains too; browsers heed it only over https (production).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  }
}

/** The same headers as nginx directives (`always`: on error pages too), for `nginx/security-headers.conf`. */
export function nginxSecurityHeaders(): string {
  const lines = Object.entries(securityHeaders()).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  )
  return [
    '# Written from apps/web/serving/headers.ts (UPDATE_DOCS=1 on the serving e2e test); do not edit by hand.',
    '# nginx drops inherited add_header lines in a block with its own: every location includes this file.',
    ...lines,
    '',
  ].join('\n')
}
