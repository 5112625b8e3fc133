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
 * Where index.html leaves the address of the first home banner it preloaded (serving/earlyBoot.ts), once the
 * status and announcements answers named it: the home page's placeholder shows that picture in the banner's box
 * until the carousel arrives, so the largest paint does not wait for the carousel's chunk.
 */
export const earlyBannerGlobal = '__portalEarlyBanner'

export function earlyBanner(page: object): string | undefined {
  const url = (page as Record<string, unknown>)[earlyBannerGlobal]
  return typeof url === 'string' ? url : undefined
}
