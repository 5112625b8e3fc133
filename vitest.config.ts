import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/** Workspace packages are tested from source: the `source` export condition comes first everywhere. */
const conditions = ['source', ...defaultServerConditions]

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'core', root: 'packages/core', environment: 'node' } },
      { extends: true, test: { name: 'react', root: 'packages/react', environment: 'node' } },
      { extends: true, test: { name: 'simulator', root: 'packages/simulator', environment: 'node' } },
      { extends: true, test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      // The app's own Vite config brings the Lingui macro and .po compilation its modules need.
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
