import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/**
 * docs/architecture.md: a machine stays under ~250 lines, split into child machines (or pure rules) before it
 * grows past that (issue 34 brought the session back from 294 and the withdraw form from 269).
 */
const coreSource = join(import.meta.dirname, '../../packages/core/src')
const budget = 250

test(`every machine of the core is at most ${budget} lines`, () => {
  const machines = readdirSync(coreSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.machine.ts'),
  )
  expect(machines.length).toBeGreaterThan(40)
  const over = machines
    .map((file) => ({
      file,
      lines: readFileSync(join(coreSource, file), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > budget)
    .map(({ file, lines }) => `${file}: ${lines}`)
  expect(over).toEqual([])
})
