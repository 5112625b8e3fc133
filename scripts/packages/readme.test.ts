import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { coreReadme, renderFlowTable, withTable } from './flow-table'

const examplesDir = new URL('../../examples', import.meta.url).pathname

/** Every TypeScript file under examples/: compiled by `typecheck` and run by the examples project. */
function exampleSources(): string[] {
  return readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(examplesDir, file), 'utf8'))
}

/** Lines without their indentation: Biome's Markdown formatter dedents an excerpt taken from inside a function. */
const dedented = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')

const tsBlocks = (markdown: string) =>
  [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')

describe('packages/core/README.md', () => {
  test('its table of flows is what the core exports (UPDATE_DOCS=1 regenerates it)', async () => {
    const readme = readFileSync(coreReadme, 'utf8')
    const expected = withTable(readme, await renderFlowTable())
    if (process.env.UPDATE_DOCS) writeFileSync(coreReadme, expected)
    expect(readFileSync(coreReadme, 'utf8')).toBe(expected)
    // Importing every flow module from source takes seconds on a busy machine.
  }, 30_000)

  test('every TypeScript sample is an excerpt of a compiled, tested example file', () => {
    const sources = exampleSources().map(dedented)
    const blocks = tsBlocks(readFileSync(coreReadme, 'utf8'))
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) expect(sources.some((source) => source.includes(dedented(block)))).toBe(true)
  })
})
