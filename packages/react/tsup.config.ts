import { defineConfig } from 'tsup'

/**
 * Declarations only: the JavaScript is built unbundled by `scripts/packages/build-unbundled.ts` into the same
 * `dist` first (see the `build` script), so this must not clean it.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  external: ['react', 'xstate', '@xstate/react', '@portal/core'],
  format: ['esm'],
  dts: { only: true },
  clean: false,
  target: 'es2022',
})
