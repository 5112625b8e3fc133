/**
 * Builds the JavaScript of the package in the current directory as unbundled ES modules: one output file per
 * source module (`preserveModules`), so an application's bundler keeps only the modules it imports. The entries
 * come from the package's own `exports`: each export's `source` file is built to its `import` path. Every bare
 * import (dependencies, peers, their sub-paths) stays external. Declarations are built separately (tsup, dts
 * only), after this, into the same `dist`.
 *
 *   cd packages/core && tsx ../../scripts/packages/build-unbundled.ts
 */
import { readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { build } from 'vite'

interface ExportConditions {
  source: string
  import: string
}

const packageDir = process.cwd()
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, ExportConditions>
}

/** `./dist/dev/index.js` → `dev/index`: the output name the entry must get, relative to `dist`. */
function entryName(importPath: string): string {
  const match = /^\.\/dist\/(.+)\.js$/.exec(importPath)
  if (!match?.[1]) throw new Error(`export ${importPath} is not a ./dist/….js file`)
  return match[1]
}

const entries = Object.fromEntries(
  Object.values(manifest.exports).map((conditions) => [entryName(conditions.import), conditions.source]),
)

/** A module id that is neither relative nor absolute is a package: left for the consumer to resolve. */
const isBareImport = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0')

await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the application's bundler minifies; keeping `/* @__PURE__ */` marks lets it drop the
    // module-level schema and client calls a page does not use.
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isBareImport,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
})
