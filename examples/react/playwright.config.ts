import { defineConfig } from '@playwright/test'
import dom from '../dom/playwright.config.ts'

/**
 * The React example's journey, served and driven as the DOM example's is (see its config): EXAMPLE_DIR names the
 * folder `pnpm check:packages` prepared, E2E_PORT its port.
 */
export default defineConfig({
  ...dom,
  testDir: '.',
  outputDir: `../../test-results/react-example-${process.env.E2E_PORT ?? 4173}`,
})
