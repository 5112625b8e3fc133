import type { KeyValueStore } from '@portal/core'

export type Theme = 'dark' | 'light'

/** Local-store key; the early script (serving/earlyBoot.ts) reads it too, before the first paint. */
export const themeStorageKey = 'theme'

export function storedTheme(store: KeyValueStore): Theme {
  return store.get(themeStorageKey) === 'light' ? 'light' : 'dark'
}

/** Switches the tokens, and tints the browser's own chrome (mobile address bar) with the page background. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim()
  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', background)
}
