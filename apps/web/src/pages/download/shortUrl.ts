/** A resource address as a short, readable link text: host and path, no scheme, no query. */
export function shortUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url)
    return `${host}${pathname === '/' ? '' : pathname}`
  } catch {
    return url
  }
}
