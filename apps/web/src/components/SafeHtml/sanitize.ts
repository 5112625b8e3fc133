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

// A link in a notice leaves the portal in a new tab that cannot reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ALLOW_DATA_ATTR: false,
  })
}
