import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLanguage, i18n } from '../i18n/catalogs'
import { applyDocumentLanguage } from '../i18n/documentLanguage'
import { languages } from '../i18n/languages'
import { BrandProblemPage } from './BrandProblemPage'
import { type BrandProblem, parseBrandFile } from './brandFile'

/** The browser's first language the portal ships a catalog for, else English: no brand names a default. */
function browserLanguage() {
  const wanted = navigator.languages.map((tag) => tag.toLowerCase())
  const match = (language: (typeof languages)[number]) =>
    wanted.findIndex(
      (tag) =>
        tag === language.locale.toLowerCase() ||
        tag.startsWith(`${language.locale.toLowerCase()}-`) ||
        tag === language.locale.slice(0, 2),
    )
  const ranked = languages
    .map((language) => ({ language, rank: match(language) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
  return ranked[0]?.language ?? languages.find((language) => language.code === 'EN') ?? languages[0]
}

/**
 * Why the page's block holds no usable brand: none for this host, the fields the server found wrong, or what the
 * full validator finds wrong with a block made or damaged elsewhere.
 */
export function brandProblem(host: string, data: unknown): BrandProblem {
  if (data === undefined) return { kind: 'missing', host }
  if (typeof data === 'string') return { kind: 'invalid', issues: ['(the file): not percent-encoded JSON'] }
  const invalid = (data as { invalid?: unknown }).invalid
  if (Array.isArray(invalid)) return { kind: 'invalid', issues: invalid.map(String) }
  const result = parseBrandFile(data)
  return result.ok ? { kind: 'invalid', issues: ['(the file): unreadable'] } : result.problem
}

/** Renders the page that names why no brand could be read (main.tsx), in the browser's language. */
export async function showBrandProblem(host: string, data: unknown): Promise<void> {
  const problem = brandProblem(host, data)
  const language = browserLanguage()
  if (language) {
    await activateLanguage(language)
    applyDocumentLanguage(document.documentElement, language)
  }
  const root = document.getElementById('root')
  if (!root) return
  root.replaceChildren()
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BrandProblemPage problem={problem} />
      </I18nProvider>
    </StrictMode>,
  )
}
