import type { DayPickerLocale } from 'react-day-picker'

/**
 * The calendar's words per language, loaded with the calendar: a member reads one language, and the five
 * together were a third of the calendar's download. English is the picker's own default.
 */
const loaders: Record<string, () => Promise<DayPickerLocale>> = {
  'zh-Hant': () => import('react-day-picker/locale/zh-TW').then((module) => module.zhTW),
  'zh-Hans': () => import('react-day-picker/locale/zh-CN').then((module) => module.zhCN),
  vi: () => import('react-day-picker/locale/vi').then((module) => module.vi),
  ar: () => import('react-day-picker/locale/ar').then((module) => module.ar),
}

/** The calendar locale of a language; `undefined` for English and any language without its own. */
export function loadCalendarLocale(language: string): Promise<DayPickerLocale | undefined> {
  return loaders[language]?.() ?? Promise.resolve(undefined)
}
