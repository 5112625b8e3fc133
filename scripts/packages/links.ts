/**
 * The relative link targets of a Markdown document, without their `#anchor`: what must exist beside it for its
 * links to work. Absolute links (`https:`, `mailto:`) and in-page anchors are not files.
 */
export function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
  return targets
    .filter((target) => target !== '' && !target.startsWith('#') && !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => target.replace(/#.*$/, ''))
}
