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
