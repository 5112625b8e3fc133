import { defineConfig } from 'tsup'

/**
 * Declarations only: the JavaScript is built unbundled by `scripts/packages/build-unbundled.ts` into the same
 * `dist` first (see the `build` script), so this must not clean it.
 */
export default defineConfig({
  // The dev entry (inspector) is separate so a production bundle never reaches it; the browser entry holds the
  // adapters that touch the page's storage and cookies, which no other platform has.
  entry: { index: 'src/index.ts', 'browser/index': 'src/browser/index.ts', 'dev/index': 'src/dev/index.ts' },
  format: ['esm'],
  dts: { only: true },
  clean: false,
  target: 'es2022',
})
