import { resolve } from 'node:path'
import type { StorybookConfig } from '@storybook/react-vite'
import type { Plugin } from 'vite'

const web = resolve(import.meta.dirname, '../apps/web')

/** Packages only the app depends on; Storybook's Vite root is the repository root, where they are absent. */
const appDependencies = [
  'react',
  'react-dom',
  'wouter',
  '@lingui/core',
  '@lingui/react',
  '@portal/core',
  '@portal/react',
]

const isAppDependency = (source: string) =>
  appDependencies.some((name) => source === name || source.startsWith(`${name}/`))

/** Resolves the app's dependencies as the app does, for .storybook/ and Storybook's own React renderer alike. */
function resolveFromApp(): Plugin {
  const appImporter = resolve(web, 'package.json')
  return {
    name: 'portal:resolve-from-app',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (!isAppDependency(source)) return null
      return this.resolve(source, appImporter, { ...options, skipSelf: true })
    },
  }
}

const nodeServerStub = '\0portal:node-server-stub'

/**
 * The simulator's entry also exports `listen`, which serves it over HTTP with @hono/node-server: a Node-only
 * module that fails to even load in a browser. Stories only use `simulator.fetch`, so `listen` gets a stub.
 */
function withoutNodeServer(): Plugin {
  return {
    name: 'portal:without-node-server',
    enforce: 'pre',
    resolveId: (source) => (source === '@hono/node-server' ? nodeServerStub : null),
    load: (id) =>
      id === nodeServerStub
        ? "export function serve() { throw new Error('The simulator cannot listen in a browser: use simulator.fetch') }"
        : null,
  }
}

const config: StorybookConfig = {
  stories: ['../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    // The app's own Vite config: Lingui's macro and .po catalogs, and the `source` condition for workspace packages.
    options: { builder: { viteConfigPath: resolve(web, 'vite.config.ts') } },
  },
  core: { disableTelemetry: true },
  // No docs addon, so no prop tables to generate.
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    plugins: [resolveFromApp(), withoutNodeServer(), ...(vite.plugins ?? [])],
  }),
}

export default config
