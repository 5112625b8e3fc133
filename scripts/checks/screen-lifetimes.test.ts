import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importGraph } from './import-graph'

/**
 * Every flow has one owner, named by its lifetime (docs/architecture.md "Lifetimes"). What a screen shows for one
 * member in one language is a `screen` flow of the registry (`useSharedFlow(promotionsFlow, …)`), which makes it
 * again when either changes: a page does not do that by hand, keying `useFlow` on the member or the language, nor
 * create a flow in an effect. In the core, only the registry starts what it keeps (no lazy singleton beside it).
 */
const root = join(import.meta.dirname, '../..')
const webSource = join(root, 'apps/web/src')
const coreSource = join(root, 'packages/core/src')
const harness = /\.(stories|test|fixtures)\.tsx?$|^testing\//

/** The text of each call of `callee(…)` in `text`, its arguments with their parentheses balanced. */
function callsOf(text: string, callee: string): string[] {
  const calls: string[] = []
  for (let at = text.indexOf(`${callee}(`); at !== -1; at = text.indexOf(`${callee}(`, at + 1)) {
    let depth = 0
    for (let end = at + callee.length; end < text.length; end++) {
      const char = text[end]
      if (char === '(') depth += 1
      else if (char === ')' && --depth === 0) {
        calls.push(text.slice(at + callee.length + 1, end))
        break
      }
    }
  }
  return calls
}

/** What a screen's flow would follow by hand: the member (session, account, token) or the language. */
const memberOrLanguage = /\b(session|account|hasToken|member|locale|language|i18n)\b/

/** `useFlow(create, connect, [session.account])`: deps that name the member or the language. */
function keyedByHand(file: string, text: string): string[] {
  return callsOf(text, 'useFlow')
    .map((args) => /,\s*\[([^\]]*)\]\s*,?\s*$/.exec(args)?.[1] ?? '')
    .filter((deps) => memberOrLanguage.test(deps))
    .map((deps) => `${file}: useFlow keyed on [${deps.trim()}]`)
}

/** A core factory (`createX` imported from @portal/core) called inside a `useEffect`. */
function createdInEffect(file: string, text: string): string[] {
  const factories = [...text.matchAll(/import \{([^}]*)\} from '@portal\/core'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter((name) => /^create[A-Z]/.test(name))
  return callsOf(text, 'useEffect').flatMap((body) =>
    factories.filter((name) => body.includes(`${name}(`)).map((name) => `${file}: ${name}(…) in an effect`),
  )
}

const webFiles = [...importGraph(webSource).keys()].filter(
  (file) => /\.tsx?$/.test(file) && !harness.test(file),
)
const webText = (file: string) => readFileSync(join(webSource, file), 'utf8')

describe('screen flows are the registry’s, not made by hand', () => {
  test('the check knows a flow made by hand when it sees one', () => {
    // What the promotions, points mall and agent announcements pages did before the screen lifetime.
    expect(
      keyedByHand('a.tsx', 'useFlow(createPromotions, connectPromotions, [session.account])'),
    ).toHaveLength(1)
    expect(
      keyedByHand('a.tsx', 'useFlow(createPointsMall, connectPointsMall, [session.hasToken])'),
    ).toHaveLength(1)
    expect(keyedByHand('a.tsx', 'useFlow(createX, connectX, [i18n.locale])')).toHaveLength(1)
    expect(keyedByHand('a.tsx', 'useFlow((portal) => createY(portal, id), connectY, [id])')).toEqual([])
    const effect =
      "import { createPromotions } from '@portal/core'\nuseEffect(() => { const a = createPromotions(portal) })"
    expect(createdInEffect('a.tsx', effect)).toEqual(['a.tsx: createPromotions(…) in an effect'])
    expect(webFiles.length).toBeGreaterThan(100)
  })

  test('no page keys a flow on the member or the language: that is the screen lifetime', () => {
    expect(webFiles.flatMap((file) => keyedByHand(file, webText(file)))).toEqual([])
  })

  test('no view creates a flow in an effect', () => {
    expect(webFiles.flatMap((file) => createdInEffect(file, webText(file)))).toEqual([])
  })

  test('in the core, only the registry starts what it keeps (the scripts’ helpers start their own attempt)', () => {
    const starting = [...importGraph(coreSource).keys()]
      .filter((file) => !harness.test(file) && !/^(registry|awaitable)\//.test(file))
      .filter((file) => /\.start\(\)/.test(readFileSync(join(coreSource, file), 'utf8')))
    expect(starting).toEqual([])
  })
})
