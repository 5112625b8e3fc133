import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

/**
 * Issue #12: a test file whose tests only call shared helpers proves nothing anyone can read where the test is
 * written. Every test file and e2e spec states its own assertions: an `expect` in the file (model tests write
 * theirs in the rules they hand to `testModel`; property tests in their `check`).
 */
const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx', '*.spec.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '')

test('every test file and e2e spec has assertions of its own', () => {
  expect(files.length).toBeGreaterThan(200)
  const silent = files.filter((file) => !/\bexpect(\.poll|\.soft)?\(/.test(readFileSync(file, 'utf8')))
  expect(silent).toEqual([])
})
