/**
 * The product's language codes (spec §9) and what the browser needs for each: a BCP 47 locale for `Intl` and
 * `<html lang>`, the text direction, the language's own name for the selector, and which shipped Lingui
 * catalog renders it (null: none yet, so the language cannot be chosen).
 */
// The module itself, not '@portal/core': the Vite config loads this file (serving/appScripts.ts) before any
// package is built, and Node resolves a package name to its build.
import type { LanguageLocale } from '../../../../packages/core/src/domain/language.ts'

type CatalogLocale = 'en' | 'zh-Hans' | 'zh-Hant' | 'vi' | 'ar'

/** `locale` (BCP 47, for `Intl` and `<html lang>`) and `dir` as the core's `languageLocale` gives them. */
export interface Language extends LanguageLocale {
  /** Product code, as stored under `lang`/`hisLang` and sent to the server. */
  code: string
  /** Endonym: each language is listed in its own script, so it needs no translation. */
  nativeName: string
  catalog: CatalogLocale | null
}

/** A language the app can render: a catalog ships for it. */
export type ShippedLanguage = Language & { catalog: CatalogLocale }

/**
 * The languages a catalog ships for: the only ones the first page needs (issue 17). Their locales and directions are
 * written out rather than asked of the core's `languageLocale`, which would put the rule for all 22 codes in the
 * first page's script; languages.test.ts holds the two together. The product's other codes,
 * which cannot be chosen until a catalog ships, are listed in `unshippedLanguages.ts`.
 */
export const languages: readonly ShippedLanguage[] = [
  { code: 'CN', locale: 'zh-Hans', dir: 'ltr', nativeName: '简体中文', catalog: 'zh-Hans' },
  { code: 'EN', locale: 'en', dir: 'ltr', nativeName: 'English', catalog: 'en' },
  { code: 'TW', locale: 'zh-Hant', dir: 'ltr', nativeName: '繁體中文', catalog: 'zh-Hant' },
  { code: 'VI', locale: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt', catalog: 'vi' },
  { code: 'AR', locale: 'ar', dir: 'rtl', nativeName: 'العربية', catalog: 'ar' },
]

/** The shipped language with this code (any case), if any. */
export function findLanguage(code: string | null | undefined): ShippedLanguage | undefined {
  if (!code) return undefined
  const wanted = code.toUpperCase()
  return languages.find((language) => language.code === wanted)
}

/** Languages the app can offer: in the brand's list and backed by a shipped catalog. Order follows the brand. */
export function selectableLanguages(brandCodes: readonly string[]): ShippedLanguage[] {
  return brandCodes.flatMap((code) => findLanguage(code) ?? [])
}

/** The offered language with this code, else the first offered one (a stale or foreign stored code). */
export function resolveLanguage(code: string | null, options: readonly ShippedLanguage[]): ShippedLanguage {
  const wanted = code?.toUpperCase()
  const language = options.find((option) => option.code === wanted) ?? options[0]
  if (!language) throw new Error('The brand offers no language with a shipped catalog')
  return language
}
