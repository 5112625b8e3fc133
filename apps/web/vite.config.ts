import { getConfig } from '@lingui/conf'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite'

/** Paths the portal's back end answers; proxied to the simulator (or a real gateway) in dev and preview. */
const backendPrefixes = ['/wps', '/lgw', '/lotto', '/__sim', '/sim']

function backendProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return Object.fromEntries(backendPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]))
}

/**
 * Puts every module the entry imports statically into one chunk. Rolldown gives a module that the entry shares
 * with a lazy page a chunk of its own, even though the entry has always loaded it by then
 * (rolldown/rolldown#10731): the first page arrived in six files that compressed worse than one. The set is
 * the static closure of the entry, taken when the module graph is complete and before chunks are made.
 */
function firstPageChunk(entry: RegExp): { plugin: Plugin; isFirstPageModule(id: string): boolean } {
  const firstPage = new Set<string>()
  const plugin: Plugin = {
    name: 'portal:first-page-chunk',
    apply: 'build',
    buildEnd() {
      firstPage.clear()
      const roots = [...this.getModuleIds()].filter((id) => entry.test(id))
      const pending = [...roots]
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (firstPage.has(id)) continue
        firstPage.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, isFirstPageModule: (id) => firstPage.has(id) }
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
