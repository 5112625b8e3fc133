import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/** Workspace packages are tested from source: the `source` export condition comes first everywhere. */
const conditions = ['source', ...defaultServerConditions]

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    // Inherited by the projects below that extend this config (not the app's, which has no properties).
    setupFiles: [`${import.meta.dirname}/scripts/testing/fast-check-seed.ts`],
    // A property test of 1,000 sequences takes a second alone and several on a 2-core machine running two
    // browsers; a ceiling costs a passing test nothing.
    testTimeout: 30_000,
    // `pnpm test:unit` passes --maxWorkers=100%: Vitest leaves a core to itself by default (cores − 1), one worker
    // on CI's 2 cores, where the unit run took 249–346 s; with both, 187 s. Set here, the app's projects (which
    // extend the Vite config, not this one) would differ from the rest, and Vitest refuses that.
    // The node projects' modules keep no state between files (flows are actors made per test; the simulator is
    // made per test): one worker reuses its imports across files instead of paying a fresh process per file.
    projects: [
      { extends: true, test: { name: 'core', isolate: false, root: 'packages/core', environment: 'node' } },
      { extends: true, test: { name: 'react', isolate: false, root: 'packages/react', environment: 'node' } },
      {
        extends: true,
        test: { name: 'simulator', isolate: false, root: 'packages/simulator', environment: 'node' },
      },
      { extends: true, test: { name: 'scripts', isolate: false, root: 'scripts', environment: 'node' } },
      // Playwright drives examples/dom/journey.spec.ts (check:packages, on the packed packages): Vitest takes tests only.
      {
        extends: true,
        test: {
          name: 'examples',
          isolate: false,
          root: 'examples',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      // The app's own Vite config brings the Lingui macro and .po compilation its modules need. Its files share
      // one module graph too (each test renders its own portal; each file activates its language): importing the
      // app once instead of per file took the project from 43 s to 17 s on 2 cores, passing in shuffled orders.
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          isolate: false,
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [`${import.meta.dirname}/apps/web/src/testing/testing-library.ts`],
        },
      },
      // Every story in apps/web is a test: rendered with its play function in real Chromium (Debian's, never a
      // downloaded one). The app's Vite config again, for the modules the stories render.
      {
        extends: './apps/web/vite.config.ts',
        plugins: [storybookTest({ configDir: `${import.meta.dirname}/.storybook` })],
        test: {
          name: 'storybook',
          // The stories of every file in one page, as the web project's files share one module graph: each
          // file's fresh iframe had imported the app again (setup was 43% of the project's time), and the
          // project took 292 s alone on a busy 2-core machine, 137 s this way. Each story renders its own portal.
          isolate: false,
          // The app's Vite config, not this one's, is extended: the same ceiling as the rest, for a busy machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
                args: [
                  '--no-sandbox',
                  '--headless',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--no-first-run',
                ],
              },
              // Stories assert what a user sees once the screen has settled; with motion reduced (which the app
              // honours) an entrance animation never leaves an element half transparent at assertion time.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
