import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getConfig } from '@lingui/conf'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { type EarlyBootEnv, withEarlyBoot } from './serving/earlyBoot.ts'

/**
 * Puts every module the first page needs into one chunk. Rolldown gives a module that the entry shares with a
 * lazy page a chunk of its own, even though the entry has always loaded it by then (rolldown/rolldown#10731):
 * the first page arrived in six files that compressed worse than one. The set is taken when the module graph is
 * complete, before chunks are made: the entry's static imports, followed through a barrel (an index that only
 * re-exports, like `@portal/core`) by name, so a lazy page's flow stays with the page.
 */
function firstPageChunk(entry: RegExp): { plugin: Plugin; isFirstPageModule(id: string): boolean } {
  const firstPage = new Set<string>()
  const plugin: Plugin = {
    name: 'portal:first-page-chunk',
    apply: 'build',
    async buildEnd() {
      firstPage.clear()
      const codeOf = (id: string) => this.getModuleInfo(id)?.code ?? ''
      const resolve = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id ?? null
      const isBarrel = (id: string) => {
        const statements = stripComments(codeOf(id))
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean)
        return statements.length > 0 && statements.every((part) => /^export\b[\s\S]*\bfrom\s*["']/.test(part))
      }
      // The module that defines `name`, found through the barrel's re-exports.
      const provider = async (barrel: string, name: string): Promise<string | null> => {
        for (const { names, specifier } of reExports(codeOf(barrel))) {
          const target = await resolve(specifier, barrel)
          if (!target || (names !== '*' && !names.includes(name))) continue
          if (names === '*' && !this.getModuleInfo(target)?.exports.includes(name)) continue
          return isBarrel(target) ? provider(target, name) : target
        }
        return null
      }
      const visit = async (id: string): Promise<void> => {
        if (firstPage.has(id)) return
        firstPage.add(id)
        const viaBarrel = new Set<string>()
        for (const { names, specifier } of namedImports(codeOf(id))) {
          const target = await resolve(specifier, id)
          if (!target || !isBarrel(target)) continue
          viaBarrel.add(target)
          for (const name of names === '*' ? (this.getModuleInfo(target)?.exports ?? []) : names) {
            const defining = await provider(target, name)
            if (defining) await visit(defining)
          }
        }
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (!viaBarrel.has(imported)) await visit(imported)
      }
      for (const id of this.getModuleIds()) if (entry.test(id)) await visit(id)
    },
  }
  return { plugin, isFirstPageModule: (id) => firstPage.has(id) }
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

type Names = readonly string[] | '*'

/** `import { a, b as c } from 'x'` and `import * as x from 'x'`: what a module takes from another. */
function namedImports(code: string): { names: Names; specifier: string }[] {
  const found: { names: Names; specifier: string }[] = []
  for (const [, list = '', specifier = ''] of code.matchAll(
    /\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  ))
    found.push({ names: exportedNames(list, 'imported'), specifier })
  for (const [, specifier = ''] of code.matchAll(/\bimport\s*\*\s*as\s+\w+\s+from\s*["']([^"']+)["']/g))
    found.push({ names: '*', specifier })
  return found
}

/** `export * from 'x'` and `export { a, b as c } from 'x'`: what a barrel passes on, and from where. */
function reExports(code: string): { names: Names; specifier: string }[] {
  const found: { names: Names; specifier: string }[] = []
  for (const [, list, specifier = ''] of code.matchAll(
    /\bexport\s*(?:\*|\{([^}]*)\})\s*from\s*["']([^"']+)["']/g,
  ))
    found.push({ names: list === undefined ? '*' : exportedNames(list, 'exported'), specifier })
  return found
}

/** The names of an import or export list: the module's own names (`a` of `a as b`), or the outside ones (`b`). */
function exportedNames(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((item) => {
      const [own = '', , outside = own] = item.split(/\s+/)
      return side === 'imported' ? own : outside
    })
}

/**
 * Source maps are built for error reporting but never served: written as `hidden` maps (no `sourceMappingURL`
 * in the served files), then moved from the served folder into `dist-sourcemaps/`, keeping their paths.
 */
function sourceMapsOutside(folder: string): Plugin {
  return {
    name: 'portal:source-maps-outside',
    apply: 'build',
    // The last build's maps only, as Vite empties the served folder.
    buildStart() {
      rmSync(folder, { recursive: true, force: true })
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(folder, fileName)
        mkdirSync(dirname(target), { recursive: true })
        renameSync(join(outDir, fileName), target)
      }
    },
  }
}
/** Puts the early boot call (serving/earlyBoot.ts) into the page's head, where index.html marks its place. */
function earlyBoot(): Plugin {
  let env: EarlyBootEnv = {}
  return {
    name: 'portal:early-boot',
    configResolved(config) {
      env = config.env
    },
    // The app's page only: Vitest's and Storybook's own pages go through this config too.
    transformIndexHtml: (html, { filename }) =>
      filename === join(import.meta.dirname, 'index.html') ? withEarlyBoot(html, env) : html,
  }
}

// Lingui looks for its config from the working directory, but the app is also started (and tested) from the
// repository root. The macro's Babel plugin must be handed the config itself: the preset passes it no `cwd`.
const linguiConfig = { cwd: import.meta.dirname }
const macroOptions = { linguiConfig: getConfig(linguiConfig) }
const firstPage = firstPageChunk(/\/src\/main\.tsx$/)

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    earlyBoot(),
    firstPage.plugin,
    sourceMapsOutside(join(import.meta.dirname, 'dist-sourcemaps')),
    react(),
    lingui({ ...linguiConfig, failOnMissing: false }),
    // Babel resolves the preset's plugins from its `cwd`: the app's folder, where they are dependencies, not the
    // root that Vitest and Storybook start in.
    babel({ cwd: import.meta.dirname, presets: [linguiTransformerBabelPreset(macroOptions, linguiConfig)] }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // No proxy and no preview headers here: whoever starts a server gives it the back end's URL, and the preview
  // the production headers with that origin allowed for pictures (serve-portal.ts, backend-proxy.ts).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    manifest: true,
    // Every browser of the es2022 target but Safari 16 preloads modules itself, and Safari 16 only loses the
    // head start: the polyfill would cost every visitor its bytes on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: firstPage.isFirstPageModule }] } },
    },
  },
})
