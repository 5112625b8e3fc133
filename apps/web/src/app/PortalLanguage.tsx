import { useBoot } from '@portal/react'
import type { ReactNode } from 'react'
import { brand } from '../brand'
import { LanguageProvider } from '../i18n/LanguageContext'
import { selectableLanguages } from '../i18n/languages'

export const languageOptions = selectableLanguages(brand.languages)

/**
 * The portal owns the language choice (it stores `lang`/`hisLang` and tells the server, spec §4); the view
 * renders whatever the portal says and sends it the user's pick.
 */
export function PortalLanguage({ children }: { children: ReactNode }) {
  const view = useBoot()
  return (
    <LanguageProvider code={view.language} options={languageOptions} onChange={view.changeLanguage}>
      {children}
    </LanguageProvider>
  )
}
