import { defineConfig } from 'tsup'

/**
 * The simulator is a development tool run with `npx @portal/simulator`, so its JavaScript is self-contained:
 * the core's contract (endpoint rows, schemas, constant lists) is bundled in from source, and so is jsencrypt,
 * whose ES build does not load in plain Node (extensionless imports), leaving only the npm dependencies listed
 * in package.json to install. Its declarations still name a few of the core's types, hence
 * the optional peer dependency on `@portal/core` (a program using the simulator in-process drives the core).
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/node.ts', 'src/bin.ts'],
  format: ['esm'],
  noExternal: ['@portal/core', 'jsencrypt'],
  esbuildOptions(options) {
    options.conditions = ['source']
  },
  dts: { entry: ['src/index.ts', 'src/node.ts'] },
  clean: true,
  target: 'es2022',
})
