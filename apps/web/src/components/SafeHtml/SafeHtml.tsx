import { Suspense, use } from 'react'
import styles from './SafeHtml.module.css'

type Sanitize = (html: string) => string

// DOMPurify is fetched with the first piece of server HTML, never with the first page.
let sanitizer: Promise<Sanitize> | undefined
const loadSanitizer = (): Promise<Sanitize> => {
  sanitizer ??= import('./sanitize').then((module) => {
    // Marked the way React reads a promise (`ReactPromise`: `status`, `value`), so `use` returns the sanitiser at
    // once from then on instead of suspending the HTML's first render.
    Object.assign(sanitizer as Promise<Sanitize>, { status: 'fulfilled', value: module.sanitize })
    return module.sanitize
  })
  return sanitizer
}

/**
 * Fetches the sanitiser ahead of the HTML that needs it (a popup about to open), and preloads the pictures that HTML
 * shows once sanitised: the popup then opens whole at once. Without it the HTML's box showed empty first, and React
 * held the HTML back 300 ms after that (FALLBACK_THROTTLE_MS) before its pictures were even asked for.
 */
export function prepareSafeHtml(html: string): void {
  loadSanitizer()
    .then((sanitize) => {
      const parsed = document.createElement('template')
      parsed.innerHTML = sanitize(html)
      for (const image of parsed.content.querySelectorAll('img')) {
        const source = image.getAttribute('src')
        if (source) new Image().src = new URL(source, document.baseURI).href
      }
    })
    .catch(() => undefined)
}

interface SafeHtmlProps {
  html: string
  className?: string
}

function Sanitized({ html, className }: SafeHtmlProps) {
  const sanitize = use(loadSanitizer())
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      data-server-html=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place server HTML is rendered, sanitised
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  )
}

/** Server HTML, sanitised: the only way the app renders markup it did not write. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <Sanitized {...props} />
    </Suspense>
  )
}
