import { readFileSync, writeFileSync } from 'node:fs'
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
