/** The address's session token parameter (`?token=`); the early script reads it too (serving/earlyBoot.ts). */
export const urlTokenParameter = 'token'

/**
 * Reads a session token given in the page's address (`?token=`) and removes it from the address bar and from
 * the history entry at once, before anything renders (issue 12): a token must not stay on screen, in history,
 * in a bookmark, in a Referer or in any address the portal builds from `location` (the lottery's back URL).
 * Whether the token is taken is the core's decision (only when no session is live).
 */
export function takeUrlToken(location: Location, history: History): string | null {
  const url = new URL(location.href)
  const token = url.searchParams.get(urlTokenParameter)
  if (!url.searchParams.has(urlTokenParameter)) return null
  url.searchParams.delete(urlTokenParameter)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return token || null
}
