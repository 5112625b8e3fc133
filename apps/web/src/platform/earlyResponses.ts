/**
 * Where index.html leaves the responses it asked for before the app ran (serving/earlyBoot.ts writes the
 * script): `window.__portalEarly`, keyed by path and query.
 */
export const earlyResponsesGlobal = '__portalEarly'

type EarlyResponses = Record<string, Promise<Response> | undefined>

/** The core transport's `early` option: each early response is taken once, then the call goes out normally. */
export function takeEarlyResponse(page: object): (pathAndQuery: string) => Promise<Response> | undefined {
  return (pathAndQuery) => {
    const early = (page as Record<string, EarlyResponses | undefined>)[earlyResponsesGlobal]
    const response = early?.[pathAndQuery]
    if (early) delete early[pathAndQuery]
    return response
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
