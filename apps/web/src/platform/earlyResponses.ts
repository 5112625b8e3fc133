/**
 * Where index.html leaves the responses it asked for before the app ran (serving/earlyBoot.ts writes the
 * script): `window.__portalEarly`, keyed by path and query.
 */
export const earlyResponsesGlobal = '__portalEarly'

/** An answer asked with a member's session headers (its token), for calls that carry the same only. */
interface MemberBound {
  bound: Record<string, string>
  response: Promise<Response>
}

type EarlyResponses = Record<string, Promise<Response> | MemberBound | undefined>

/**
 * The core transport's `early` option: each early response is taken once, then the call goes out normally. One
 * asked with a member's token answers only a call that carries the same token, so an answer asked for one session
 * never reaches another, whatever the session decides about a stored token and a link's.
 */
export function takeEarlyResponse(
  page: object,
): (pathAndQuery: string, headers?: Readonly<Record<string, string>>) => Promise<Response> | undefined {
  return (pathAndQuery, headers = {}) => {
    const early = (page as Record<string, EarlyResponses | undefined>)[earlyResponsesGlobal]
    const entry = early?.[pathAndQuery]
    if (early) delete early[pathAndQuery]
    if (entry === undefined || !('bound' in entry)) return entry
    const own = Object.entries(entry.bound).every(([name, value]) => headers[name] === value)
    return own ? entry.response : undefined
  }
}

/**
 * Where index.html leaves the first banner of the page's group it preloaded (serving/earlyBoot.ts), once the status
 * and announcements answers named it: `{ group, url }`. The banner's placeholder shows that picture in the banner's
 * box until the carousel (or the page) arrives, so the largest paint waits for neither.
 */
export const earlyBannerGlobal = '__portalEarlyBanner'

/**
 * The home page's banner group (`homeBannerGroup` of the core's catalogue; earlyResponses.test.ts checks it), written
 * out: importing the core's would bring its whole home connector into the first page's chunk (+2.3 kB gzip).
 */
export const homeBannerGroup = 'w_home'

/**
 * The event index.html's script dispatches on `window` once it has left the banner there: a placeholder the app
 * drew before the answers came shows the picture then (useEarlyBanner.ts).
 */
export const earlyBannerEvent = 'portal:early-banner'

/** The preloaded first banner's address when it is of `group` (another page's banner is never shown). */
export function earlyBanner(page: object, group: string): string | undefined {
  const early = (page as Record<string, unknown>)[earlyBannerGlobal]
  if (typeof early !== 'object' || early === null) return undefined
  const { group: preloaded, url } = early as { group?: unknown; url?: unknown }
  return preloaded === group && typeof url === 'string' ? url : undefined
}
