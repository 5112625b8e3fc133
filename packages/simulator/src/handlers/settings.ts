import { refuse } from '../envelope'
import type { Handle } from '../route'
import { countryCodes } from '../seed/country-codes'

/** Product language codes of spec §9 the simulator accepts. */
const languages = new Set('CN EN JA TH VI MY ES HI ID KM KO KR MS PT PT-BR TA TW TY UR TR BN AR'.split(' '))

export function settingsHandlers(handle: Handle): void {
  handle('registerSettings', (_input, { store }) => store.state.registerRules)
  handle('registerRules', (_input, { store }) => store.state.registerRules)
  handle('countryCodes', () => [...countryCodes])

  handle('updateLanguage', (input, { member }) => {
    const language = input.language.trim().toUpperCase()
    if (!languages.has(language))
      return refuse('unsupported_language', `Language ${input.language} is not supported`)
    if (member) member.language = language
    return null
  })
}
