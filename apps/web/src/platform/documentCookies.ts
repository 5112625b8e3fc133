import type { CookieJar } from '@portal/core'

/** The core's CookieJar over `document.cookie`, site-wide and same-site. */
export function documentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix))
      return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length))
    },
    set(name, value, { maxAgeSeconds }) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax`
    },
  }
}
