import { Suspense, use } from 'react'
import styles from './SafeHtml.module.css'

type Sanitize = (html: string) => string

// DOMPurify is fetched with the first piece of server HTML, never with the first page.
let sanitizer: Promise<Sanitize> | undefined
const loadSanitizer = () => {
  sanitizer ??= import('./sanitize').then((module) => module.sanitize)
  return sanitizer
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
