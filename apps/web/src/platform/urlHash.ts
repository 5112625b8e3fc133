/**
 * The id a URL hash names (`#faq` → `faq`, `#%E5%B8%B8` → `常`). A hash that is no valid percent-encoding
 * (`#%E0%A4%A`, typed or pasted by hand) names nothing: it is ignored, where decoding it would throw and blank
 * the page.
 */
export function hashAnchor(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}
