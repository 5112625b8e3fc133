import type { StatelyInspectionEvent } from '@statelyai/inspect'
import { changedPairs, type Leaves, leaves, payloadText } from './context-diff'
import type { Palette } from './palette'
import { formatValue } from './state-path'

/**
 * The offline view of the inspector: the events the inspector server relays (as the Stately inspector would
 * receive them), as log lines: actor started, event received, state entered with what changed in its context.
 * Promise and callback actors stay out of it: their definition is only their name.
 */
export function statelyLog(paint: Palette): (event: StatelyInspectionEvent) => string | undefined {
  const names = new Map<string, string>()
  const seen = new Map<string, { value: string; context: Leaves }>()
  const line = (name: string, mark: string, ...parts: string[]) =>
    `${paint.actor(name.padEnd(15))} ${mark} ${parts.filter((part) => part !== '').join('  ')}`

  return (event) => {
    if (event.type === '@xstate.actor') {
      if (!isMachine(event.definition)) return undefined
      names.set(event.sessionId, event.name)
      const parent = event.parentId ? names.get(event.parentId) : undefined
      return line(event.name, paint.dim('●'), paint.dim(parent ? `started by ${parent}` : 'started'))
    }
    const name = names.get(event.sessionId)
    if (!name) return undefined
    if (event.type === '@xstate.event') {
      const { type, ...payload } = event.event
      if (type === 'xstate.init' || type.startsWith('xstate.snapshot.')) return undefined
      return line(name, paint.event('←'), paint.event(type), paint.dim(payloadText(payload)))
    }
    const snapshot = event.snapshot as { value?: unknown; context?: unknown; status?: string }
    if (snapshot.status === 'stopped') return undefined
    const now = { value: formatValue(snapshot.value), context: leaves(snapshot.context) }
    const before = seen.get(event.sessionId)
    seen.set(event.sessionId, now)
    const pairs = changedPairs(now.context, before?.context).map(paint.dim).join('  ')
    if (!before || before.value !== now.value)
      return line(name, paint.state('▸'), paint.state(now.value), pairs)
    return pairs ? line(name, ' ', pairs) : undefined
  }
}

function isMachine(definition: string | undefined): boolean {
  try {
    return Object.keys(JSON.parse(definition ?? '{}')).length > 1
  } catch {
    return false
  }
}
