import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  external: ['react', 'xstate', '@xstate/react', '@portal/core'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
})
