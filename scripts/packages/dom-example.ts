/**
 * The plain-DOM example (examples/dom) as an outside team gets it: in an empty folder outside the repository,
 * the packed `@portal/core` and `@portal/simulator` installed with npm beside `xstate` and esbuild, the example's
 * files copied in, type-checked with strict settings (the time is printed: issue #36's target is under 5 s),
 * bundled with esbuild, then its journey driven in Chromium by examples/dom/journey.spec.ts.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname
const example = join(root, 'examples', 'dom')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

/** The consumer's own settings: strict, the DOM, no Node types, libraries trusted as `tsc --init` does. */
const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  files: ['main.ts'],
}

type Run = (command: string, args: string[], cwd?: string) => boolean

export function checkDomExample(tarballs: Record<string, string>, run: Run): string[] {
  const { core, simulator } = tarballs
  if (!core || !simulator) return ['DOM example: no core or simulator tarball']
  const folder = mkdtempSync(join(tmpdir(), 'portal-dom-example-'))
  try {
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }))
    for (const file of ['index.html', 'main.ts', 'serve.ts'])
      copyFileSync(join(example, file), join(folder, file))
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(consumerTsconfig))
    const install = [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      core,
      simulator,
      'xstate@5.33.3',
      'esbuild@0.28.2',
    ]
    if (!run('npm', install, folder)) return ['DOM example: npm install of the tarballs']
    const started = performance.now()
    const typed = run(bin('tsc'), ['-p', folder], folder)
    console.log(
      `  consumer type-check of examples/dom/main.ts: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    if (!typed) return ['DOM example: type-check against the packed declarations']
    const bundle = [
      'main.ts',
      '--bundle',
      '--format=esm',
      '--target=es2022',
      '--outfile=main.js',
      '--log-level=warning',
    ]
    if (!run(join(folder, 'node_modules', '.bin', 'esbuild'), bundle, folder)) return ['DOM example: esbuild']
    // Spawned with the repository's Playwright and Chromium; the page and its server come from the folder alone.
    const journey = spawnSync(bin('playwright'), ['test', '-c', join(example, 'playwright.config.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DOM_EXAMPLE_DIR: folder },
    })
    return journey.status === 0 ? [] : ['DOM example: the journey in Chromium']
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
