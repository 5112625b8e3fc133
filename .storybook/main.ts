import { resolve } from 'node:path'
import type { StorybookConfig } from '@storybook/react-vite'

const web = resolve(import.meta.dirname, '../apps/web')

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
}

export default config
