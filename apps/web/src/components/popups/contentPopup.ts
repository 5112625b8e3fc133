/**
 * The content popups a link can open over any page (the notice popup from the home marquee, the feedback form
 * from the footer) are named in the location's search (`?popup=feedback`), like the sign-in popups: Back closes
 * them and a reload keeps them. The help centre has its own path, /help (spec §2).
 */
export type ContentPopup = 'notice' | 'feedback'

export const contentPopupParam = 'popup'

const names: readonly ContentPopup[] = ['notice', 'feedback']

export function contentPopupOf(search: string): ContentPopup | null {
  const name = new URLSearchParams(search).get(contentPopupParam)
  return names.find((known) => known === name) ?? null
}

/** The location that shows `popup` over `path`, keeping the rest of the search. */
export function contentPopupHref(path: string, search: string, popup: ContentPopup): string {
  const params = new URLSearchParams(search)
  params.set(contentPopupParam, popup)
  return `${path}?${params}`
}

export function withoutContentPopup(path: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(contentPopupParam)
  const rest = params.toString()
  return rest ? `${path}?${rest}` : path
}
