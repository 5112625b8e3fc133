import { createActor, fromPromise } from 'xstate'
import { helpCenter } from '../../api/endpoints'
import { resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'

/** One section of the help centre; `anchor` is what `/help#anchor` opens at. */
export interface HelpSection {
  anchor: string
  title: string
  /** Server HTML: the app sanitises it before rendering. */
  content: string
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * The help centre's answer as sections. Its shape is "not shown" in the spec: a list of sections, bare or under
 * `sections`, each with an anchor (or `id`), a title and HTML content; anything else is left out rather than
 * failing the modal.
 */
export function helpSectionsOf(value: unknown): HelpSection[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { sections?: unknown }).sections)
      ? (value as { sections: unknown[] }).sections
      : []
  return list.flatMap((entry, index) => {
    if (!entry || typeof entry !== 'object') return []
    const row = entry as Record<string, unknown>
    const title = text(row.title)
    const content = text(row.content)
    if (title === null || content === null) return []
    const anchor = text(row.anchor) ?? (row.id === undefined || row.id === null ? null : String(row.id))
    return [{ anchor: anchor ?? `section-${index + 1}`, title, content }]
  })
}

/**
 * The help centre's content (spec §7 `/wps/system/helpCenter`, by language, device WEB) as a resource actor:
 * loading, loaded or failed with `resource.retry`; render it with `connectResource<readonly HelpSection[]>`. Each load asks in the language in force, so after a language
 * switch `resource.refresh` brings the new language's content.
 */
export function createHelpCentre(portal: Portal) {
  const { api, deps } = portal
  const logic = resourceMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }) =>
        helpSectionsOf(await api.call(helpCenter, { lang: deps.language(), device: 'WEB' }, { signal })),
      ),
    },
  })
  return createActor(logic, deps.actorOptions)
}
