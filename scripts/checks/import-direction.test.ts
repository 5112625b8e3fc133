import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importGraph, importLoops } from './import-graph'

/**
 * The web app's imports go one way (docs/architecture.md): app → pages → layouts → components → the base
 * (i18n, theme, platform, brand and its folder), never upward, and a page group never reaches into another group's folder:
 * what two groups share moves down into components. No import loop anywhere in the app or the packages.
 */
const webSource = join(import.meta.dirname, '../../apps/web/src')

type Layer = 'app' | 'pages' | 'layouts' | 'components' | 'base'
const rank: Record<Layer, number> = { app: 4, pages: 3, layouts: 2, components: 1, base: 0 }

function layerOf(path: string): Layer {
  const top = path.split('/')[0] ?? ''
  if (top === 'pages' || top === 'layouts' || top === 'components') return top
  if (['i18n', 'locales', 'theme', 'platform', 'styles', 'brand', 'brand.ts', 'vite-env.d.ts'].includes(top))
    return 'base'
  return 'app'
}

/** `pages/login/LoginForm.tsx` → `login`; a file directly in pages/ (the pages' shared contract) → null. */
const pageGroupOf = (path: string) => {
  const parts = path.split('/')
  return parts[0] === 'pages' && parts.length > 2 ? parts[1] : null
}

/**
 * Stories and tests are harnesses: they may render a page with its row of the route table. So is `testing/`,
 * what only they import (a portal over a faulty back end for the fault matrices).
 */
const harness = /\.(stories|test)\.tsx?$|^testing\//

describe('import direction', () => {
  const graph = importGraph(webSource)
  // Modules outside the source folder (the Lingui config a test reads) are no layer of the app.
  const inside = (to: string) => !to.startsWith('../')

  test('the web app has modules to check', () => {
    expect(graph.size).toBeGreaterThan(100)
  })

  test('no module imports a higher layer', () => {
    const upward = [...graph]
      .filter(([from]) => !harness.test(from))
      .flatMap(([from, targets]) =>
        targets
          .filter((to) => inside(to) && rank[layerOf(to)] > rank[layerOf(from)])
          .map((to) => `${from} → ${to}`),
      )
    expect(upward).toEqual([])
  })

  test("no page group reaches into another group's folder", () => {
    const across = [...graph].flatMap(([from, targets]) =>
      targets
        .filter((to) => {
          const [a, b] = [pageGroupOf(from), pageGroupOf(to)]
          return a !== null && b !== null && a !== b
        })
        .map((to) => `${from} → ${to}`),
    )
    expect(across).toEqual([])
  })

  test.each(['apps/web/src', 'packages/core/src', 'packages/react/src', 'packages/simulator/src'])(
    'no import loop in %s',
    (folder) => {
      expect(importLoops(importGraph(join(import.meta.dirname, '../..', folder)))).toEqual([])
    },
  )

  test('the app creates no actor of its own: no module but a test or story imports xstate', () => {
    const direct = [...graph.keys()].filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !harness.test(file) &&
        /from '(xstate|@xstate\/[a-z-]+)'/.test(readFileSync(join(webSource, file), 'utf8')),
    )
    expect(direct).toEqual([])
  })

  test("no view builds an event: the app calls intents, never an actor's send", () => {
    const sending = [...graph.keys()].filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !harness.test(file) &&
        /\.send\(|\bsend\(\s*\{/.test(readFileSync(join(webSource, file), 'utf8')),
    )
    expect(sending).toEqual([])
  })

  test('the app reaches flows only through the adapter: no core factory is called but through useFlow', () => {
    const calls = [...graph.keys()]
      .filter((file) => /\.tsx?$/.test(file) && !harness.test(file) && file !== 'main.tsx')
      .flatMap((file) => {
        const text = readFileSync(join(webSource, file), 'utf8')
        const imported = [...text.matchAll(/import \{([^}]*)\} from '@portal\/core'/g)].flatMap((match) =>
          (match[1] ?? '').split(',').map((name) => name.trim()),
        )
        return imported
          .filter((name) => {
            if (!/^create[A-Z]/.test(name)) return false
            // A factory handed to useFlow, `(portal) => createX(portal, …)`, is the adapter creating it.
            const handed = new RegExp(`\\(portal(: Portal)?\\) =>\\s*${name}\\(`, 'g')
            return new RegExp(`\\b${name}\\(`).test(text.replace(handed, ''))
          })
          .map((name) => `${file}: ${name}(…)`)
      })
    expect(calls).toEqual([])
  })

  /** Packages depend one way: simulator → core ← react; the core's own modules need neither. */
  test.each([
    ['packages/core/src', ['@portal/simulator', '@portal/react']],
    ['packages/react/src', ['@portal/simulator']],
    ['packages/simulator/src', ['@portal/react']],
  ])('%s imports none of %j outside its tests', (folder, forbidden) => {
    const root = join(import.meta.dirname, '../..', folder)
    const offending = [...importGraph(root).keys()]
      .filter((file) => !harness.test(file) && !file.startsWith('testing/'))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8')
        return forbidden.some((name) => text.includes(`from '${name}`))
      })
    expect(offending).toEqual([])
  })
})
