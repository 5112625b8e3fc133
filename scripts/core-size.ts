/**
 * What parts of the core cost a page that imports them alone, measured from the BUILT package (run
 * `pnpm build` first), as an application would get it: `import { createLogin } from '@portal/core'` resolved
 * through the package's `exports` to `packages/core/dist`, bundled by Vite with nothing external, tree-shaken,
 * minified, then gzipped. Dependencies (xstate, valibot, ky) are included.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { gzipSize } from './bundle-size'

const coreSrc = new URL('../packages/core/src', import.meta.url).pathname
const coreDist = new URL('../packages/core/dist/index.js', import.meta.url).pathname
const scratch = new URL('../node_modules/.cache/core-size', import.meta.url).pathname

/** Budget for `createLogin` imported alone from the built package, gzip, in bytes (20 KiB). */
export const createLoginBudget = 20 * 1024

export interface ModuleSize {
  name: string
  /** The names imported from `@portal/core`. */
  imports: string[]
  gzip: number
}

export interface FlowSize {
  name: string
  /** The flow's `create*` factories alone; absent for a module without one. */
  factory?: ModuleSize
  /** Every runtime export of the flow's module. */
  whole: ModuleSize
}

/** Bundles an entry that imports `names` from the built `@portal/core` and keeps them alive. */
export async function bundleImports(label: string, names: string[]): Promise<ModuleSize> {
  if (!existsSync(coreDist)) throw new Error(`${coreDist} is missing: run \`pnpm build\` first.`)
  mkdirSync(scratch, { recursive: true })
  const entry = join(scratch, `${label.replaceAll('/', '-')}.js`)
  // Logging the imports keeps every one alive, so the figure is their full cost and nothing else.
  writeFileSync(
    entry,
    `import { ${names.join(', ')} } from '@portal/core'\nconsole.log(${names.join(', ')})\n`,
  )
  const result = await build({
    configFile: false,
    root: scratch,
    logLevel: 'silent',
    // No `source` condition: the package resolves to its build, as in an application outside this repo.
    resolve: { conditions: [...defaultClientConditions] },
    // As in an application's production build, so development-only branches of dependencies drop out.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      target: 'es2022',
      lib: { entry, formats: ['es'] },
      minify: true,
      // Library mode keeps whitespace by default; a page ships fully minified code, so measure that.
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk')
  return { name: label, imports: names, gzip: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0) }
}

/** Every `flows/<name>/index.ts` (a folder without one, such as shared helpers, is not a flow), and the catalogue. */
function coreModules(): { name: string; path: string }[] {
  const flowsDir = join(coreSrc, 'flows')
  const flows = readdirSync(flowsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: `flows/${entry.name}`, path: join(flowsDir, entry.name, 'index.ts') }))
    .filter((entry) => existsSync(entry.path))
  return [...flows, { name: 'catalogue', path: join(coreSrc, 'catalogue', 'index.ts') }]
}

export function measureCreateLogin(): Promise<ModuleSize> {
  return bundleImports('createLogin', ['createLogin'])
}

/**
 * Per flow: its factories alone and its whole module. The names come from the flow's source module (its
 * runtime exports), and are imported from the built package by name.
 */
export async function measureCore(): Promise<FlowSize[]> {
  const sizes: FlowSize[] = []
  for (const { name, path } of coreModules()) {
    const names = Object.keys(await import(path))
    const factories = names.filter((exported) => /^create[A-Z]/.test(exported))
    sizes.push({
      name,
      factory: factories.length > 0 ? await bundleImports(`${name}-factory`, factories) : undefined,
      whole: await bundleImports(name, names),
    })
  }
  return sizes
}
