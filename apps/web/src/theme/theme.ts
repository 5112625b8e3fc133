import type { KeyValueStore } from '@portal/core'

export type Theme = 'dark' | 'light'

/** Local-store key; index.html reads it too, before the first paint, so keep both in step. */
export const themeStorageKey = 'theme'

export function storedTheme(store: KeyValueStore): Theme {
  return store.get(themeStorageKey) === 'light' ? 'light' : 'dark'
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme
}
