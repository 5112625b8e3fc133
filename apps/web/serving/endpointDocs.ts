import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** The endpoint table's rows (packages/core/src/api/rows/*.ts). */
const rowsModule = /packages\/core\/src\/api\/rows\/[^/]+\.ts$/

/** What a row says for docs/api.md and the core's readers, never read by the app. */
const documentation = new Set(['purpose', 'pathChosen'])

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/** Each `endpoint({ … })` call's object among the module's top-level statements. */
function rowObjects(program: Node): Node[] {
  const declarations = (program.body as Node[]).flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement
    return declaration?.type === 'VariableDeclaration' ? (declaration.declarations as Node[]) : []
  })
  return declarations.flatMap(({ init }) => {
    const call = init as Node | null
    if (call?.type !== 'CallExpression' || (call.callee as Node & { name?: string }).name !== 'endpoint')
      return []
    const [row] = call.arguments as Node[]
    return row?.type === 'ObjectExpression' ? [row] : []
  })
}

/**
 * The production build leaves the rows' documentation out of the app's files: each row's `purpose` sentence was
 * about a third of what a row weighs, and the first page carries the boot's seven rows (0.24 kB gzip of it). The
 * core itself, its tests and the published package keep them.
 */
export function withoutEndpointDocs(): Plugin {
  return {
    name: 'portal:without-endpoint-docs',
    apply: 'build',
    transform(code, id) {
      if (!rowsModule.test(id)) return
      const edited = new MagicString(code)
      for (const row of rowObjects(this.parse(code) as unknown as Node)) {
        const properties = row.properties as Node[]
        properties.forEach((property, index) => {
          const key = property.key as Node & { name?: string }
          if (property.type !== 'Property' || !documentation.has(key.name ?? '')) return
          // Up to the next property, or the closing brace, so its comma goes with it.
          edited.remove(property.start, properties[index + 1]?.start ?? row.end - 1)
        })
      }
      return edited.hasChanged()
        ? { code: edited.toString(), map: edited.generateMap({ hires: true }) }
        : undefined
    },
  }
}
