import { defineConfig } from 'tsup'

export default defineConfig({
  // The dev entry (inspector) is separate so a production bundle never reaches it.
  entry: { index: 'src/index.ts', 'dev/index': 'src/dev/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
})
