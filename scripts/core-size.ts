/**
 * What each core flow (and the core's `api` and `domain` entry points) costs a page that imports it alone:
 * a one-line entry importing the whole module, bundled by Vite in library mode with nothing external,
 * tree-shaken and minified, then gzipped.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { gzipSize } from './bundle-size'

const coreSrc = new URL('../packages/core/src', import.meta.url).pathname
const scratch = new URL('../node_modules/.cache/bench', import.meta.url).pathname

export interface ModuleSize {
  name: string
  gzip: number
}

/**
 * Every `flows/<name>/index.ts` (a folder without one, such as shared helpers, is not a flow), then the `api`
 * and `domain` entry points, which may not exist yet.
 */
function coreEntries(): { name: string; path: string }[] {
  const flowsDir = join(coreSrc, 'flows')
  const flows = existsSync(flowsDir)
    ? readdirSync(flowsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ name: `flows/${entry.name}`, path: join(flowsDir, entry.name, 'index.ts') }))
        .filter((entry) => existsSync(entry.path))
    : []
  const layers = ['api', 'domain'].map((name) => ({ name, path: join(coreSrc, name, 'index.ts') }))
  return [...flows, ...layers]
}

async function bundleAlone(name: string, path: string): Promise<ModuleSize> {
  const entry = join(scratch, `${name.replaceAll('/', '-')}.js`)
  // Logging the namespace keeps every export alive, so the figure is the module's full cost.
  writeFileSync(entry, `import * as m from ${JSON.stringify(path)}\nconsole.log(m)\n`)
  const result = await build({
    configFile: false,
    root: scratch,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // As in the app's production build, so development-only branches of dependencies drop out.
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
  return { name, gzip: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0) }
}

/** Sizes of the entries that exist, and the `api`/`domain` entry points that do not exist yet. */
export async function measureCore(): Promise<{ sizes: ModuleSize[]; missing: string[] }> {
  mkdirSync(scratch, { recursive: true })
  const sizes: ModuleSize[] = []
  const missing: string[] = []
  for (const { name, path } of coreEntries()) {
    if (existsSync(path)) sizes.push(await bundleAlone(name, path))
    else missing.push(name)
  }
  return { sizes, missing }
}
