import type { CookieJar } from '../ports'

/** What the adapter uses of `document`: its cookie string (the core declares no DOM). */
export interface CookieDocument {
  cookie: string
}

/**
 * `createPortal`'s `cookies` in a browser: `document.cookie`, site-wide (`path=/`) and same-site (`lax`). The login
 * keeps the remembered username (or mobile number) there for a day when "remember me" is ticked, and removes it
 * when a sign-in goes through with it unticked; nothing else writes cookies, and the portal never clears the jar
 * (signing out forgets the session, not who may sign in next).
 */
export function documentCookies(
  doc: CookieDocument = (globalThis as { document?: CookieDocument }).document ?? { cookie: '' },
): CookieJar {
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
