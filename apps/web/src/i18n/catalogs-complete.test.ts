// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const localesDir = new URL('../locales/', import.meta.url)
const catalogs = readdirSync(localesDir).filter((file) => file.endsWith('.po'))

/** msgid → msgstr of a .po file, the header entry left out. */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    const [, id, text] = match
    if (id) found.set(id, text ?? '')
  }
  return found
}

test('every shipped language has a catalog', () => {
  expect(catalogs.sort()).toEqual(['ar.po', 'en.po', 'vi.po', 'zh-Hans.po', 'zh-Hant.po'])
})

test.each(catalogs)('%s translates every message of the source catalog', (file) => {
  const source = entries(readFileSync(new URL('en.po', localesDir), 'utf8'))
  const catalog = entries(readFileSync(new URL(file, localesDir), 'utf8'))
  const missing = [...source.keys()].filter((id) => !catalog.get(id))
  expect(missing, `untranslated in ${file}: run lingui extract and translate`).toEqual([])
})
