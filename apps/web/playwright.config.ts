import { defineConfig } from '@playwright/test'

// E2E_PORT and E2E_SERVER=dev let several people run specs side by side while they work: each on its own port,
// against the dev server instead of the one shared production build. CI runs the production build on 4173.
const port = Number(process.env.E2E_PORT ?? 4173)
const server = process.env.E2E_SERVER === 'dev' ? '' : ' --preview'
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './e2e',
  outputDir: `../../test-results/${port}`,
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
    // One at a time, too: a maintenance switched on by one spec must not meet another spec's login.
    { name: 'system', testMatch: /system\/.*\.spec\.ts$/, dependencies: ['portal'], workers: 1 },
  ],
  webServer: {
    command: `pnpm exec tsx --conditions=source scripts/start.ts${server} --port ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
