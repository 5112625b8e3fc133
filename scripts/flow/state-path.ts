/**
 * `wait` targets: a state path (`signedIn.idle`) of the main actor, or one whose first segment names a live
 * actor (`session.signedIn`). An actor's name wins over a state of the same name.
 */
export function splitTarget(
  target: string,
  actorNames: readonly string[],
  main: string,
): { actor: string; path: string[] } {
  const [first = '', ...rest] = target.split('.')
  if (actorNames.includes(first)) return { actor: first, path: rest }
  return { actor: main, path: [first, ...rest] }
}

/** Whether a state value is in the state at `path` (as `snapshot.matches`, with a path instead of a value). */
export function valueMatches(value: unknown, path: readonly string[]): boolean {
  const [head, ...rest] = path
  if (head === undefined) return true
  if (typeof value === 'string') return rest.length === 0 && value === head
  if (typeof value === 'object' && value !== null && head in value)
    return valueMatches((value as Record<string, unknown>)[head], rest)
  return false
}

/** A state value as a dotted path, `signedIn.idle`, or `a.x | b.y` for parallel states. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return String(value)
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = formatValue(child)
      return inner === '' ? key : `${key}.${inner}`
    })
    .join(' | ')
}
