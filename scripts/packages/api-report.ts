/**
 * The API report of each published package (issue #36): every export of every entry point, read from the BUILT
 * declarations (what a consumer compiles against), with its kind and its declaration. Committed as
 * `packages/<name>/api-report.md`, so a change to the public surface is a visible diff in review; `pnpm
 * check:packages` (CI, after the build) fails when the build's surface differs from the committed report, so no
 * change to it goes in undeclared. After an intended change: `pnpm api-report --update`, and a changeset
 * (`pnpm changeset`) saying whether it breaks (CHANGELOG policy: .changeset/README.md).
 *
 * API Extractor was not used: its bundled compiler reads these declarations, but its report of the core prints
 * every inferred XState machine type in full (megabytes a change), and it needs a config per entry point. This
 * report uses the TypeScript 6 compiler API the packages already build with (TS 7 has no JavaScript API), and
 * shortens a declaration longer than a few lines to its start and a hash of the whole: the diff still names
 * every export whose type changed.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
// The types of the compiler the report runs (packages/core's TypeScript 6; the root's TypeScript 7 has no API).
import type * as TypeScript from '../../packages/core/node_modules/typescript'

const root = new URL('../..', import.meta.url).pathname
const ts = createRequire(join(root, 'packages', 'core', 'package.json'))('typescript') as typeof TypeScript
export const reportedPackages = ['core', 'react', 'simulator'] as const
const longest = 400

type Conditions = { types?: string } | string

const reportPath = (name: string) => join(root, 'packages', name, 'api-report.md')

/**
 * The declaration with every union's members in text order: the compiler writes a union in the order it met its
 * members, which moves when any source file changes, and a reordered union is not a change to the surface.
 */
function canonical(declaration: TypeScript.Node, printer: TypeScript.Printer): TypeScript.Node {
  const source = declaration.getSourceFile()
  const text = (node: TypeScript.Node) => printer.printNode(ts.EmitHint.Unspecified, node, source)
  const visit = (node: TypeScript.Node): TypeScript.Node => {
    const visited = ts.visitEachChild(node, visit, undefined)
    if (!ts.isUnionTypeNode(visited)) return visited
    const members = [...visited.types].sort((a, b) => text(a).localeCompare(text(b)))
    return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(members))
  }
  return visit(declaration)
}

/**
 * A long declaration's words and marks, sorted, for its hash: the compiler also orders an intersection's and an
 * inferred object type's members as it met them, which differed between two builds of the same sources (CI's clean
 * clone and a desk's), while a member added, removed or renamed still changes the hash.
 */
const orderFree = (text: string) => (text.match(/[\w$]+|[^\s\w$]/g) ?? []).sort().join(' ')

/**
 * The declaration bundler's `$1`, `$2` on a name two chunks both declare: which copy gets the suffix follows the
 * order it met them, which is not part of the surface (CI's machine once got another than a desk's).
 */
const bundlerSuffix = /(?<=[\w])\$\d+\b/g

/** One line per export: `kind name: declaration`, the declaration's whitespace folded, a long one shortened. */
function exportLines(program: TypeScript.Program, file: string): string[] {
  const checker = program.getTypeChecker()
  // Without comments: a reworded doc comment is not a change to the surface.
  const printer = ts.createPrinter({ removeComments: true })
  const source = program.getSourceFile(file)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) return ['(no module: the declarations did not load)']
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declarations = symbol.getDeclarations() ?? []
      const kinds = [...new Set(declarations.map((declaration) => ts.SyntaxKind[declaration.kind]))]
      const text = declarations
        .map((declaration) =>
          printer
            .printNode(ts.EmitHint.Unspecified, canonical(declaration, printer), declaration.getSourceFile())
            .replace(/\s+/g, ' ')
            .replace(bundlerSuffix, '')
            .trim(),
        )
        .join(' ; ')
      const shown =
        text.length <= longest
          ? text
          : `${text.slice(0, longest / 2)} … [${text.length} chars, sha256 ${createHash('sha256').update(orderFree(text)).digest('hex').slice(0, 16)}]`
      return `- \`${exported.name}\` (${kinds.join(', ').replace(/Declaration/g, '')}): \`${shown.replace(/`/g, "'")}\``
    })
    .sort()
}

/** The report of one package, as committed: a section per entry point of its exports map. */
export function renderReport(name: string): string {
  const packageDir = join(root, 'packages', name)
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string
    exports: Record<string, Conditions>
  }
  const entries = Object.entries(manifest.exports).flatMap(([entry, conditions]) =>
    typeof conditions === 'object' && conditions.types
      ? [[entry, join(packageDir, conditions.types)] as const]
      : [],
  )
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    {
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  )
  const sections = entries.map(([entry, file]) => {
    const lines = exportLines(program, file)
    return `## \`${join(manifest.name, entry)}\` (${lines.length} exports)\n\n${lines.join('\n')}\n`
  })
  return `# API report of ${manifest.name}\n\nGenerated from the built declarations by \`scripts/packages/api-report.ts\`; do not edit. A change here is a change to the\npublic surface: it comes with a changeset saying whether it breaks (.changeset/README.md).\n\n${sections.join('\n')}`
}

/** The lines only one of two reports has, marked `-` (committed) and `+` (built), at most `limit` of them. */
function changedLines(committed: string, fresh: string, limit = 12): string[] {
  const before = new Set(committed.split('\n'))
  const after = new Set(fresh.split('\n'))
  const removed = [...before].filter((line) => !after.has(line)).map((line) => `  - ${line}`)
  const added = [...after].filter((line) => !before.has(line)).map((line) => `  + ${line}`)
  return [...removed, ...added].slice(0, limit)
}

/**
 * Packages whose built surface differs from the committed report (after `--update`: none, and they are written);
 * each difference's lines are printed, so a CI log says which export changed without a second run.
 */
export function staleReports(update: boolean): string[] {
  return reportedPackages.filter((name) => {
    const fresh = renderReport(name)
    let committed = ''
    try {
      committed = readFileSync(reportPath(name), 'utf8')
    } catch {}
    if (fresh === committed) return false
    if (update) writeFileSync(reportPath(name), fresh)
    else
      console.error(
        [`${name}/api-report.md, committed (-) and built (+):`, ...changedLines(committed, fresh)].join('\n'),
      )
    return !update
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = staleReports(process.argv.includes('--update'))
  if (stale.length > 0) {
    console.error(
      `The public surface of ${stale.join(', ')} differs from api-report.md (git diff after --update shows how).`,
    )
    console.error(
      'If the change is intended: pnpm api-report --update, and add a changeset (pnpm changeset).',
    )
    process.exitCode = 1
  }
}
