import type { Language } from './languages'

/** `<html lang dir>` drive fonts, hyphenation, screen readers and every logical CSS property. */
export function applyDocumentLanguage(root: HTMLElement, language: Language): void {
  root.lang = language.locale
  root.dir = language.dir
}
