import DOMPurify from 'dompurify'

/**
 * Server HTML (announcements, notices, help centre) reaches the page only through here. DOMPurify's defaults
 * already drop scripts, event handlers and `javascript:` URLs; frames, forms and embedded objects go too, so a
 * notice can neither load another page nor ask for a password.
 */
const forbiddenTags = [
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'style',
  'base',
  'meta',
  'link',
]

/**
 * Inline styles may emphasise text, nothing more: a notice must not lay itself over the page (position, size,
 * z-index) to pass for the portal's own screens, nor load anything through `url()`. Colours go too: a colour
 * chosen for one theme is unreadable in the other, so server text takes the theme's.
 */
const allowedStyles = new Set([
  'font-weight',
  'font-style',
  'font-size',
  'text-align',
  'text-decoration',
  'text-decoration-line',
])

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // A link in a notice leaves the portal in a new tab that cannot reach back into it.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
  if (node.hasAttribute('style') && 'style' in node) {
    const style = (node as HTMLElement).style
    const kept = Array.from(style)
      .filter((property) => allowedStyles.has(property))
      .map((property) => `${property}: ${style.getPropertyValue(property)}`)
      .filter((declaration) => !/url\(/i.test(declaration))
      .join('; ')
    if (kept) node.setAttribute('style', kept)
    else node.removeAttribute('style')
  }
})

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ALLOW_DATA_ATTR: false,
  })
}
