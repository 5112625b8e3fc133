import { readFile, writeFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { renderApiDocs } from './docs'
import { endpoints } from './endpoints'

const docsFile = new URL('../../../../docs/api.md', import.meta.url)

it('docs/api.md is rendered from the endpoint table', async () => {
  const rendered = renderApiDocs(endpoints)
  if (process.env.UPDATE_DOCS === '1') await writeFile(docsFile, rendered)
  const current = await readFile(docsFile, 'utf8').catch(() => '')
  expect(
    current,
    'docs/api.md is out of date: run UPDATE_DOCS=1 pnpm exec vitest run --project core api/docs',
  ).toBe(rendered)
})

it('lists every call, its marks and its fields', () => {
  const rendered = renderApiDocs(endpoints)
  const cells = new Map(
    rendered
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim()),
      )
      .map((row) => [row[0]?.replaceAll('`', ''), row.slice(1)]),
  )
  for (const [name, row] of Object.entries(endpoints)) expect(cells.get(name)?.[0]).toBe(row.method)
  expect(cells.get('registerRules')?.slice(0, 6)).toEqual([
    'GET',
    '`/wps/system/setting/register/rules`',
    'N',
    '',
    'chosen',
    'read',
  ])
  expect(cells.get('login')?.slice(0, 6)).toEqual(['POST', '`/wps/session/login`', 'N', 'E', '', ''])
  expect(cells.get('launchGame')?.slice(0, 6)).toEqual(['GET', '`/wps/game/launchGame`', 'T', '', '', ''])
  expect(cells.get('login')?.[7]).toBe(
    'username, password, captcha, type, botToken, side, secondCheck { method, value }',
  )
  expect(cells.get('gameVendors')?.[8]).toBe('data { lanes [ title, cards ] }')
  expect(cells.get('freePlayLogin')?.[6]).toContain('`X-Gateway-Version: 3`')
  expect(cells.get('forgotPasswordEmail')?.[6]).toContain('(form-encoded)')
  expect(rendered).toContain('X-Encryption: rsa-aes-gcm')
})
