import { unknownPageOrigin } from './page-origin'
import { safeUrl } from './safe-url'

/** What decides where a frame may point: the status call's host lists and the page's own origin. */
export interface FrameHosts {
  /** The image and game-launch CDN hosts of the status call (spec §7). */
  cdns(): { image: readonly string[]; launch: readonly string[] }
  /** The origin the portal's pages are served from (`location.origin` in a browser). */
  pageOrigin: string
}

/** The code the app translates when a game, lottery or chat address is refused. */
export const urlRefused = 'url_refused'

/**
 * The code of a refusal whose cause is the client's own set-up: `createPortal` was given no `pageOrigin`, so the
 * strict rules (an `https:` page) applied, and an `http:` address (a simulator in development) could not pass.
 */
export const pageOriginMissing = 'page_origin_missing'

/** Why `frameUrl` refused an address: the client's missing `pageOrigin`, else the address itself. */
export const frameRefusal = (hosts: FrameHosts): typeof urlRefused | typeof pageOriginMissing =>
  hosts.pageOrigin === unknownPageOrigin ? pageOriginMissing : urlRefused

/**
 * A game or lottery address the portal may frame or open (issue 12), or null. It must pass `safeUrl`, sit on a
 * host named by the status call's launch or CDN lists (by host name: the lists name hosts, their ports vary),
 * and be `https:`. `http:` passes for one origin only: the portal page's own, when that page is itself on
 * `http:`, which is development and tests, where the portal's server proxies the simulator's pages (`/sim/…`,
 * addressed on the caller's origin). A listed host over `http:` on another origin or port is refused even
 * then: a vendor is never framed in clear text.
 */
export function frameUrl(raw: string, hosts: FrameHosts): string | null {
  const vetted = safeUrl(raw)
  if (!vetted) return null
  const page = new URL(hosts.pageOrigin)
  const url = new URL(vetted, page)
  const simulatorInDevelopment = page.protocol === 'http:' && url.origin === page.origin
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && simulatorInDevelopment)) return null
  const { image, launch } = hosts.cdns()
  const known = [...launch, ...image].flatMap((host) => {
    const listed = safeUrl(host)
    return listed ? [new URL(listed, hosts.pageOrigin).hostname] : []
  })
  return known.includes(url.hostname) ? url.href : null
}

/**
 * The sandbox of a game, lottery or chat frame: as little as the vendors' pages need.
 * - `allow-scripts`: games and chat rooms are scripts.
 * - `allow-forms`: bets and chat messages are sent by forms.
 * - `allow-popups`: a vendor's rules and help pages open in a window of their own (sandboxed like the frame).
 * - `allow-same-origin` only for a frame on another origin than the portal's: it gives the vendor's page its own
 *   origin back (its storage and cookies, which are the vendor's). A frame on the portal's own origin (the
 *   simulator's pages in development) runs without it: with both, its scripts could lift the sandbox and read
 *   the portal's session.
 * Never granted: top navigation (a game cannot take the portal's page away), modals, downloads, popups that
 * escape the sandbox.
 */
export function frameSandbox(url: string, pageOrigin: string): string {
  const own = new URL(url, pageOrigin).origin === new URL(pageOrigin).origin
  return ['allow-scripts', 'allow-forms', 'allow-popups', ...(own ? [] : ['allow-same-origin'])].join(' ')
}
