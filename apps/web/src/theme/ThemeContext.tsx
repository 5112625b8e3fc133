import type { KeyValueStore } from '@portal/core'
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react'
import { applyTheme, storedTheme, type Theme, themeStorageKey } from './theme'

interface ThemeState {
  theme: Theme
  toggle(): void
}

const ThemeContext = createContext<ThemeState | null>(null)

/** Holds the dark/light choice, remembers it in the local store and mirrors it on `<html data-theme>`. */
export function ThemeProvider({ store, children }: { store: KeyValueStore; children: ReactNode }) {
  const [theme, setTheme] = useState(() => storedTheme(store))
  const toggle = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark'
    store.set(themeStorageKey, next)
    applyTheme(document.documentElement, next)
    setTheme(next)
  }, [store, theme])
  const value = useMemo(() => ({ theme, toggle }), [theme, toggle])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext)
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>')
  return state
}
