import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { documentedFlows, withDiagram } from './flow-docs'
import { toMermaid } from './mermaid'

const docsDir = new URL('../../../../docs/flows/', import.meta.url)

test.each(documentedFlows.map((flow) => [flow.name, flow] as const))(
  'docs/flows/%s.md shows the current state diagram',
  (name, { machine }) => {
    const file = new URL(`${name}.md`, docsDir)
    const page = readFileSync(file, 'utf8')
    const current = withDiagram(page, toMermaid(machine))
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, current)
    else expect(page, `docs/flows/${name}.md is stale: run UPDATE_DOCS=1 pnpm test:unit`).toBe(current)
  },
)

/** Machines a parent flow runs as its child, documented on the parent's page. */
const documentedWithParent = new Set(['captchaMachine'])

test('every machine of the core has its doc page, or is a child documented with its parent', async () => {
  const src = new URL('../', import.meta.url)
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.machine.ts'),
  )
  expect(files.length).toBeGreaterThan(documentedWithParent.size)
  const documented = new Set<unknown>(documentedFlows.map(({ machine }) => machine))
  const missing: string[] = []
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ new URL(file, src).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (/Machine$/.test(name) && !documented.has(value) && !documentedWithParent.has(name))
        missing.push(`${file}: ${name}`)
  }
  expect(missing, 'add each to documentedFlows (flow-docs.ts) with its page in docs/flows/').toEqual([])
}, 30_000)

/** A page states its lifetime in a `## Lifetime` section, or in its prose ("a screen flow", "A **screen** flow"). */
const lifetimeWords = /\b(visit|session|screen)\b/i

test.each(documentedFlows.map((flow) => flow.name))(
  'docs/flows/%s.md says which lifetime the flow has',
  (name) => {
    const page = readFileSync(new URL(`${name}.md`, docsDir), 'utf8')
    const section = /^## Lifetime\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(page)?.[1] ?? ''
    const inProse = /\b(a|the) (\*\*)?(screen|session|visit)(\*\*)? flow\b/i.test(page)
    expect(
      lifetimeWords.test(section) || inProse,
      `docs/flows/${name}.md: add a "## Lifetime" section (visit, session or screen; docs/architecture.md)`,
    ).toBe(true)
  },
)
