import { I18nProvider } from '@lingui/react'
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react'
import { activateLanguage, i18n } from './catalogs'
import { applyDocumentLanguage } from './documentLanguage'
import { resolveLanguage, type ShippedLanguage } from './languages'

interface LanguageState {
  /** The language on screen (its catalog is loaded). */
  language: ShippedLanguage
  /** What the selector offers; the selector hides itself when there is only one. */
  options: readonly ShippedLanguage[]
  /** Asks for another language by product code; the owner of the choice stores it and tells the server. */
  change(code: string): void
}

const LanguageContext = createContext<LanguageState | null>(null)

interface LanguageProviderProps {
  /** The chosen product code (from the portal's state or storage). */
  code: string
  options: readonly ShippedLanguage[]
  onChange(code: string): void
  children: ReactNode
}

/**
 * Renders in the chosen language: loads its catalog on demand and sets `<html lang dir>`. The previous language
 * stays on screen while the next catalog downloads, so a switch never shows untranslated text.
 */
export function LanguageProvider({ code, options, onChange, children }: LanguageProviderProps) {
  const wanted = resolveLanguage(code, options)
  const [shown, setShown] = useState(() => (i18n.locale === wanted.catalog ? wanted : null))

  useEffect(() => {
    let current = true
    activateLanguage(wanted).then(() => {
      if (!current) return
      applyDocumentLanguage(document.documentElement, wanted)
      setShown(wanted)
    })
    return () => {
      current = false
    }
  }, [wanted])

  const value = useMemo(
    () => shown && { language: shown, options, change: onChange },
    [shown, options, onChange],
  )
  if (!value) return null
  return (
    <LanguageContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext>
  )
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext)
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>')
  return state
}
