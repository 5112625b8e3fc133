import { getConfig } from '@lingui/conf'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite'

/** Paths the portal's back end answers; proxied to the simulator (or a real gateway) in dev and preview. */
const backendPrefixes = ['/wps', '/lgw', '/lotto', '/__sim', '/sim']

/** The back end's real-time channel (STOMP over WebSocket), proxied as a WebSocket. */
const realtimePath = '/ws'

function backendProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return {
    ...Object.fromEntries(backendPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }])),
    [realtimePath]: { target, changeOrigin: true, ws: true },
  }
}

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

const backend = process.env.PORTAL_BACKEND_URL
// Lingui looks for its config from the working directory, but the app is also started (and tested) from the
// repository root. The macro's Babel plugin must be handed the config itself: the preset passes it no `cwd`.
const linguiConfig = { cwd: import.meta.dirname }
const macroOptions = { linguiConfig: getConfig(linguiConfig) }
const firstPage = firstPageChunk(/\/src\/main\.tsx$/)

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    firstPage.plugin,
    react(),
    lingui({ ...linguiConfig, failOnMissing: false }),
    // Babel resolves the preset's plugins from its `cwd`: the app's folder, where they are dependencies, not the
    // root that Vitest and Storybook start in.
    babel({ cwd: import.meta.dirname, presets: [linguiTransformerBabelPreset(macroOptions, linguiConfig)] }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: backendProxy(backend) },
  preview: { proxy: backendProxy(backend) },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: firstPage.isFirstPageModule }] } },
    },
  },
})
