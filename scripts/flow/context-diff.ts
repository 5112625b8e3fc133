/**
 * What changed in an actor's context, as short `key=value` pairs: small or flat objects are opened one level
 * (`fields.username`), others and arrays are shown as truncated JSON, so a line stays readable.
 */

const maxValueLength = 48
const maxOpenedKeys = 8

export type Leaves = Map<string, string>

export function leaves(context: unknown): Leaves {
  const found: Leaves = new Map()
  if (typeof context !== 'object' || context === null) return found
  for (const [key, value] of Object.entries(context)) {
    if (isOpenable(value))
      for (const [inner, innerValue] of Object.entries(value)) found.set(`${key}.${inner}`, show(innerValue))
    else found.set(key, show(value))
  }
  return found
}

/** Pairs that differ from `before`; with no `before`, the ones that say something (not null, false or empty). */
export function changedPairs(now: Leaves, before: Leaves | undefined): string[] {
  const pairs: string[] = []
  for (const [key, value] of now) {
    const changed = before ? before.get(key) !== value : !isBlank(value)
    if (changed) pairs.push(`${key}=${value}`)
  }
  // A key that was opened into `key.*` (null → small object) or closed again is reported by its new form.
  const reshaped = (key: string) =>
    now.has(key.split('.')[0] ?? key) || [...now.keys()].some((other) => other.startsWith(`${key}.`))
  if (before) for (const key of before.keys()) if (!now.has(key) && !reshaped(key)) pairs.push(`${key}=∅`)
  return pairs
}

/** A form's fields or a member: small, or flat (no nested objects); not a switchboard of flags. */
function isOpenable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isSwitchboard(value))
    return false
  const values = Object.values(value)
  const flat = values.every((inner) => typeof inner !== 'object' || inner === null)
  return values.length > 0 && (values.length <= maxOpenedKeys || flat)
}

function isBlank(shown: string): boolean {
  return ['null', 'false', '""', '[]', '{}', 'undefined', '0'].includes(shown)
}

export function show(value: unknown, maxLength = maxValueLength): string {
  if (isSwitchboard(value)) {
    const on = Object.values(value).filter(Boolean).length
    return `${on}/${Object.keys(value).length} on`
  }
  const text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value))
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/** A map of many flags (the white-label switches): their count says more than a cut-off list. */
function isSwitchboard(value: unknown): value is Record<string, boolean> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length > maxOpenedKeys &&
    Object.values(value).every((flag) => typeof flag === 'boolean')
  )
}

/** An event's payload (its type aside): a done event's output, an error event's error, else its fields. */
export function payloadText(payload: Record<string, unknown>): string {
  if ('error' in payload) return errorText(payload.error)
  if ('output' in payload) return show(payload.output)
  return Object.keys(payload).length > 0 ? show(payload) : ''
}

export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return show(error)
  const kind = (error as { kind?: unknown }).kind
  return `${error.name}${typeof kind === 'string' ? ` (${kind})` : ''}: ${error.message}`
}
