import { defineConfig } from '@playwright/test'

const port = 4173
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
      chromiumSandbox: false,
    },
  },
  projects: [
    { name: 'portal', testIgnore: /system\// },
    // Tests under e2e/system switch the shared simulator's world (maintenance, region block, faults), which
    // would disturb the others: they run only after the portal project has finished.
    { name: 'system', testMatch: /system\/.*\.spec\.ts$/, dependencies: ['portal'] },
  ],
  webServer: {
    command: `pnpm exec tsx --conditions=source scripts/start.ts --preview --port ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
