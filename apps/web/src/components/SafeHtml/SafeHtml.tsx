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
 * Fetches the sanitiser ahead of the HTML that needs it (a popup about to open) and loads the pictures that HTML
 * shows once sanitised; resolves when all of them have arrived or failed, never rejects. Without it the HTML's box
 * showed empty first, React held the HTML back 300 ms after that (FALLBACK_THROTTLE_MS), and its pictures were
 * asked for only then.
 */
export function prepareSafeHtml(html: string): Promise<void> {
  return loadSanitizer()
    .then((sanitize) => {
      const parsed = document.createElement('template')
      parsed.innerHTML = sanitize(html)
      const sources = [...parsed.content.querySelectorAll('img')].flatMap((image) => {
        const source = image.getAttribute('src')
        return source ? [new URL(source, document.baseURI).href] : []
      })
      return Promise.all(
        sources.map(
          (source) =>
            new Promise<void>((settle) => {
              const picture = new Image()
              picture.onload = () => settle()
              picture.onerror = () => settle()
              picture.src = source
            }),
        ),
      )
    })
    .then(
      () => undefined,
      () => undefined,
    )
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
