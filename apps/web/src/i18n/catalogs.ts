import { i18n, type Messages } from '@lingui/core'
import type { ShippedLanguage } from './languages'

/** One chunk per catalog: only the active language is downloaded. The Lingui Vite plugin compiles the .po. */
const loaders: Record<ShippedLanguage['catalog'], () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  'zh-Hans': () => import('../locales/zh-Hans.po'),
  'zh-Hant': () => import('../locales/zh-Hant.po'),
  vi: () => import('../locales/vi.po'),
  ar: () => import('../locales/ar.po'),
}

/** Loads the language's catalog and makes it active; `Intl` formatting follows `language.locale`. */
export async function activateLanguage(language: ShippedLanguage): Promise<void> {
  const { messages } = await loaders[language.catalog]()
  i18n.loadAndActivate({ locale: language.catalog, locales: [language.locale], messages })
}

export { i18n }
