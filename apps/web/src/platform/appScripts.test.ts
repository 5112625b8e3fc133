import { expect, test } from 'vitest'
import {
  appScriptsId,
  appScriptsOf,
  catalogFiles,
  httpClientFiles,
  withAppScriptsDeferred,
} from '../../serving/appScripts'

const early = '<script>(function () {})()</script>'
const built = `<head>
    ${early}
    <script type="module" crossorigin src="/assets/runtime.js"></script>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head>`

test('the build takes the app’s scripts out of the head and lists them, in order, before the early script', () => {
  const page = withAppScriptsDeferred(built, {
    catalogs: { TW: '/assets/zh-Hant.js' },
    preloads: ['/assets/ky.js'],
  })
  expect(page).not.toContain('type="module"')
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">')
  expect(page.indexOf(`id="${appScriptsId}"`)).toBeLessThan(page.indexOf(early))
  expect(appScriptsOf(page)).toEqual(['/assets/runtime.js', '/assets/app.js'])
  expect(page).toContain('"catalogs":{"TW":"/assets/zh-Hant.js"},"preloads":["/assets/ky.js"]')
  // A page the plugin has not seen (the dev server's) is read from its tags.
  expect(appScriptsOf(built)).toEqual(['/assets/runtime.js', '/assets/app.js'])
})

test('a built page without scripts or without the early script is refused, not served without its app', () => {
  expect(() => withAppScriptsDeferred(`<head>${early}</head>`)).toThrow(/no module script/)
  expect(() =>
    withAppScriptsDeferred('<head><script type="module" crossorigin src="/assets/app.js"></script></head>'),
  ).toThrow(/no early script/)
})

test('each shipped language’s catalog is its compiled .po chunk; the HTTP client is ky’s chunk', () => {
  const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId })
  const bundle = {
    a: chunk('assets/a1.js', '/repo/apps/web/src/locales/zh-Hant.po'),
    b: chunk('assets/b2.js', '/repo/apps/web/src/locales/ar.po'),
    c: chunk('assets/c3.js', '/repo/apps/web/src/pages/home/HomePage.tsx'),
    d: chunk('assets/d4.js', '/repo/node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/index.js'),
  } as unknown as Parameters<typeof catalogFiles>[0]
  expect(catalogFiles(bundle)).toEqual({ TW: '/assets/a1.js', AR: '/assets/b2.js' })
  expect(httpClientFiles(bundle)).toEqual(['/assets/d4.js'])
})
