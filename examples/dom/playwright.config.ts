import { defineConfig } from '@playwright/test'

/**
 * The DOM example's journey in Debian's Chromium, against the example as an outside team would run it: the folder
 * `pnpm check:packages` prepared (the packed packages installed with npm, main.ts bundled with esbuild), served by
 * its own `serve.ts`. EXAMPLE_DIR names that folder; E2E_PORT (4173 unless said) its port.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const folder = process.env.EXAMPLE_DIR
if (!folder) throw new Error('EXAMPLE_DIR: the prepared example (run through pnpm check:packages)')

export default defineConfig({
  testDir: '.',
  testMatch: 'journey.spec.ts',
  outputDir: `../../test-results/dom-example-${port}`,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Debian's Chromium with the flags of TOOLCHAIN.md (scripts/chromium.ts, which this project cannot import).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
      chromiumSandbox: false,
    },
  },
  webServer: {
    command: `node serve.ts --port ${port}`,
    cwd: folder,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
