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
    ],
  },
})
