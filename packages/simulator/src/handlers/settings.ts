import { isLanguageCode } from '@portal/core'
import { refuse } from '../envelope'
import type { Handle } from '../route'
import { countryCodes } from '../seed/country-codes'

export function settingsHandlers(handle: Handle): void {
  handle('registerSettings', (_input, { store }) => store.state.registerRules)
  handle('registerRules', (_input, { store }) => store.state.registerRules)
  handle('countryCodes', () => [...countryCodes])

  handle('updateLanguage', (input, { member }) => {
    const language = input.language.trim().toUpperCase()
    if (!isLanguageCode(language))
      return refuse('unsupported_language', `Language ${input.language} is not supported`)
    if (member) member.language = language
    return null
  })
}
