import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { runs } from '../packages/core/src/dev'

/**
 * Every fast-check property in the repository and how many cases it tries, read from the sources: each
 * `fc.assert(` and the `numRuns` it is given (`runs.<name>` from packages/core/src/dev/runs.ts, or a
 * literal, or none: fast-check's default of 100), and each machine property (`checkMachine(`). `pnpm bench`
 * prints it; a check test keeps every count in runs.ts.
 */
export interface PropertyRuns {
  file: string
  /** The `runs` entry the property reads, or null for a literal or the default. */
  count: string | null
  runs: number
}

const root = join(import.meta.dirname, '..')
const skipped = new Set(['node_modules', 'dist', '.git', 'bench-results', 'storybook-static'])

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

/** The options of one `fc.assert(` call: the text up to its matching parenthesis. */
function assertCall(source: string, start: number): string {
  let depth = 0
  for (let index = start; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1
    else if (source[index] === ')') {
      depth -= 1
      if (depth === 0) return source.slice(start, index)
    }
  }
  return source.slice(start)
}

export function propertyRuns(): PropertyRuns[] {
  const found: PropertyRuns[] = []
  for (const dir of ['packages', 'apps', 'scripts']) {
    for (const path of testFiles(join(root, dir))) {
      const source = readFileSync(path, 'utf8')
      for (const match of source.matchAll(/fc\.assert\(/g)) {
        const call = assertCall(source, match.index + 'fc.assert'.length)
        const named = /numRuns:\s*runs\.(\w+)/.exec(call)?.[1]
        const literal = /numRuns:\s*([\d_]+)/.exec(call)?.[1]
        const file = relative(root, path)
        if (named) found.push({ file, count: named, runs: runs[named as keyof typeof runs] ?? Number.NaN })
        else found.push({ file, count: null, runs: literal ? Number(literal.replaceAll('_', '')) : 100 })
      }
      // A machine property (packages/core/src/testing/machine-property.ts) runs `runs.machineSequences`.
      for (const _ of source.matchAll(/\bcheckMachine\(/g)) {
        found.push({ file: relative(root, path), count: 'machineSequences', runs: runs.machineSequences })
      }
    }
  }
  return found
}
