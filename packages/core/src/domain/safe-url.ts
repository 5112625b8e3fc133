/**
 * The one gate for every address the server hands the portal to show, link, frame or open (banners, resources,
 * customer service, social links, QR codes, the chat room, game and lottery launches). What passes is an
 * `http:`/`https:` address, or a path on the portal's own origin; everything else (`javascript:`, `data:`,
 * `vbscript:`, `blob:`, `file:`…, relative paths, addresses with a user name) is refused with `null`.
 *
 * The answer is the address as the URL parser reads it, never the raw string: the view then uses exactly what
 * was checked, so no parser difference (tabs inside a scheme, `\` for `/`, odd case) can slip past.
 */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  // Browsers drop tabs and newlines inside an address (`java\tscript:`) and control characters at its ends;
  // a server never needs them, so an address holding any is refused rather than second-guessed.
  if (text === '' || [...text].some(isControl)) return null
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return webAddress(text)
  if (!text.startsWith('/') && !text.startsWith('\\')) return null
  // `//host/x` and `/\host/x` are another host in the page's scheme; `/x` is a path on the portal's origin.
  const resolved = parse(text, ownOrigin)
  if (!resolved) return null
  if (resolved.origin === ownOrigin) return `${resolved.pathname}${resolved.search}${resolved.hash}`
  // Resolved against an https origin, a protocol-relative address is https: never downgraded to http.
  return webAddress(resolved.href)
}

const isControl = (character: string) => character < ' ' || character === '\u007f'

/** A stand-in for the page's origin while resolving a path (`.invalid` is reserved: never a real host). */
const ownOrigin = 'https://portal.invalid'

function webAddress(text: string): string | null {
  const url = parse(text)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null
  return url.href
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base)
  } catch {
    return null
  }
}
