import type { Rollup } from 'vite'
import { expect, test } from 'vitest'
import { pageChunkTable } from '../../serving/pageChunks'

/** A chunk of a stand-in bundle: its file, the module it is the facade of, its static imports and styles. */
function chunk(
  fileName: string,
  options: { facade?: string; imports?: string[]; css?: string[]; entry?: boolean },
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facade ? `/repo/apps/web/src/${options.facade}` : null,
    isEntry: options.entry ?? false,
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  }
}

const bundle = Object.fromEntries(
  [
    chunk('assets/app.js', { entry: true, imports: ['assets/react.js'], css: ['assets/app.css'] }),
    chunk('assets/react.js', {}),
    chunk('assets/login.js', {
      facade: 'pages/login/LoginPage.tsx',
      imports: ['assets/form.js', 'assets/react.js'],
      css: ['assets/login.css'],
    }),
    chunk('assets/form.js', { imports: ['assets/react.js'], css: ['assets/form.css'] }),
    chunk('assets/register.js', { facade: 'pages/register/RegisterPage.tsx', imports: ['assets/form.js'] }),
    chunk('assets/list.js', { facade: 'pages/gameListCenter/GameListCenterPage.tsx' }),
    chunk('assets/member.js', {
      facade: 'pages/memberCentre/MemberCentrePage.tsx',
      imports: ['assets/form.js'],
    }),
    chunk('assets/security.js', {
      facade: 'pages/memberCentre/security/SecurityCentrePage.tsx',
      imports: ['assets/form.js', 'assets/card.js'],
    }),
    chunk('assets/card.js', {}),
  ].map((file) => [file.fileName, file]),
) as unknown as Rollup.OutputBundle

/** A path's files by name, from the table's indices. */
const filesOf = (table: ReturnType<typeof pageChunkTable>) => (path: string) =>
  table.paths[path]?.map((index) => table.files[index])

// Issue 17: a page's lazy files start with the app's own scripts (index.html's early script preloads them).
test('each path lists its page chunk first, then the chunks and styles it needs that the first page does not load', () => {
  const table = pageChunkTable(bundle)
  const files = filesOf(table)
  // The styles in the cascade's order: the form's before the login page's, which overrides them.
  expect(files('/login')).toEqual([
    '/assets/login.js',
    '/assets/form.js',
    '/assets/form.css',
    '/assets/login.css',
  ])
  expect(files('/register')).toEqual(['/assets/register.js', '/assets/form.js', '/assets/form.css'])
  // Pages of one group share their list, and every file is named once.
  expect(table.paths['/inHouse']).toEqual(table.paths['/rng'])
  expect(new Set(table.files).size).toBe(table.files.length)
  // A page the build does not have is left out; the router loads it as before.
  expect(table.paths['/down']).toBeUndefined()
})

test("a frame around pages lists its default page with it, under its own path and the page's", () => {
  const table = pageChunkTable(bundle)
  const files = filesOf(table)
  expect(files('/member')).toEqual([
    '/assets/member.js',
    '/assets/form.js',
    '/assets/security.js',
    '/assets/card.js',
    '/assets/form.css',
  ])
  expect(table.paths['/member/securityCenter']).toEqual(table.paths['/member'])
  // The agent centre is missing from this bundle: its paths are left out, not half listed.
  expect(table.paths['/agentHome']).toBeUndefined()
})
