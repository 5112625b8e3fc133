import { getConfig } from '@lingui/conf'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite'

/** Paths the portal's back end answers; proxied to the simulator (or a real gateway) in dev and preview. */
const backendPrefixes = ['/wps', '/lgw', '/lotto', '/__sim', '/sim']

function backendProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return Object.fromEntries(backendPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]))
}

const backend = process.env.PORTAL_BACKEND_URL
// Lingui looks for its config from the working directory, but the app is also started (and tested) from the
// repository root. The macro's Babel plugin must be handed the config itself: the preset passes it no `cwd`.
const linguiConfig = { cwd: import.meta.dirname }
const macroOptions = { linguiConfig: getConfig(linguiConfig) }

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    lingui({ ...linguiConfig, failOnMissing: false }),
    // Babel resolves the preset's plugins from its `cwd`: the app's folder, where they are dependencies, not the
    // root that Vitest and Storybook start in.
    babel({ cwd: import.meta.dirname, presets: [linguiTransformerBabelPreset(macroOptions, linguiConfig)] }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: backendProxy(backend) },
  preview: { proxy: backendProxy(backend) },
  build: { target: 'es2022', sourcemap: true, manifest: true },
})
