import type { ChatModel } from './chat.types'

const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null

/**
 * The model list call has no fixed shape (spec §7 gives none): a `list` of entries, or the entries themselves,
 * each with an id (`modelId`, else `id`) and a title (`title`, else `name`). Entries without an id are dropped.
 */
export function chatModelsFrom(answer: unknown): ChatModel[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { list?: unknown }).list)
      ? (answer as { list: unknown[] }).list
      : []
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return []
    const record = entry as Record<string, unknown>
    const modelId = text(record.modelId) ?? text(record.id)
    if (modelId === null) return []
    return [{ modelId, title: text(record.title) ?? text(record.name) ?? modelId }]
  })
}
