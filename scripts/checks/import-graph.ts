import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** Every relative import of a source file: static, type-only, re-exports and dynamic `import()`. */
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

const sourceFile = /\.(ts|tsx)$/
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return sourceFile.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  // A module, or a stylesheet, image or catalog named with its extension (a leaf of the graph).
  if (existsSync(base) && statSync(base).isFile()) return base
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension
  return null
}

/** The relative-import graph of a source folder, with paths relative to it. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of filesUnder(root)) {
    const text = readFileSync(file, 'utf8')
    const targets: string[] = []
    for (const match of text.matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '')
      if (target) targets.push(relative(root, target))
    }
    graph.set(relative(root, file), targets)
  }
  return graph
}

/** The import loops of a graph (strongly connected components of more than one module, or a self-import). */
export function importLoops(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const loops: string[][] = []
  function visit(node: string) {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) loops.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return loops
}
