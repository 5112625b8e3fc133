import { expect, test } from 'vitest'
import { appScriptsId, appScriptsOf, withAppScriptsDeferred } from '../../serving/appScripts'

const early = '<script>(function () {})()</script>'
const built = `<head>
    ${early}
    <script type="module" crossorigin src="/assets/runtime.js"></script>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head>`

test('the build takes the app’s scripts out of the head and lists them, in order, before the early script', () => {
  const page = withAppScriptsDeferred(built)
  expect(page).not.toContain('type="module"')
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">')
  expect(page.indexOf(`id="${appScriptsId}"`)).toBeLessThan(page.indexOf(early))
  expect(appScriptsOf(page)).toEqual(['/assets/runtime.js', '/assets/app.js'])
  // A page the plugin has not seen (the dev server's) is read from its tags.
  expect(appScriptsOf(built)).toEqual(['/assets/runtime.js', '/assets/app.js'])
})

test('a built page without scripts or without the early script is refused, not served without its app', () => {
  expect(() => withAppScriptsDeferred(`<head>${early}</head>`)).toThrow(/no module script/)
  expect(() =>
    withAppScriptsDeferred('<head><script type="module" crossorigin src="/assets/app.js"></script></head>'),
  ).toThrow(/no early script/)
})
