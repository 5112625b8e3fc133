/**
 * The browser examples as an outside team gets them: each in an empty folder outside the repository, the packed
 * packages it uses installed with npm beside what its README says to install (pinned) and esbuild, the example's
 * files copied in, type-checked with strict settings (the time is printed: issue #36's target is under 5 s),
 * bundled with esbuild, then its journey driven in Chromium by its `journey.spec.ts`.
 * - examples/dom: plain DOM over `@portal/core`;
 * - examples/react: React over `@portal/core` and `@portal/react` (the outside trial's page, docs/outside-trial.md),
 *   served by the DOM example's `serve.ts`.
 * Both serve the page with the packed `@portal/simulator` behind it.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname
const examples = join(root, 'examples')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

interface BrowserExample {
  name: string
  /** Files copied into the folder: `[from examples/, to]`. */
  files: [string, string][]
  entry: string
  packages: string[]
  /** From the registry, pinned: what the package READMEs tell a consumer to install, and the bundler. */
  dependencies: string[]
  compilerOptions?: Record<string, unknown>
}

const browserExamples: BrowserExample[] = [
  {
    name: 'dom',
    files: [
      ['dom/index.html', 'index.html'],
      ['dom/main.ts', 'main.ts'],
      ['dom/serve.ts', 'serve.ts'],
    ],
    entry: 'main.ts',
    packages: ['core', 'simulator'],
    dependencies: ['xstate@5.33.3', 'esbuild@0.28.2'],
  },
  {
    name: 'react',
    files: [
      ['react/index.html', 'index.html'],
      ['react/main.tsx', 'main.tsx'],
      ['dom/serve.ts', 'serve.ts'],
    ],
    entry: 'main.tsx',
    packages: ['core', 'react', 'simulator'],
    dependencies: [
      'xstate@5.33.3',
      'react@19.3.1',
      'react-dom@19.3.1',
      '@types/react@19.3.0',
      '@types/react-dom@19.3.0',
      'esbuild@0.28.2',
    ],
    compilerOptions: { jsx: 'react-jsx' },
  },
]

/** The consumer's own settings: strict, the DOM, no Node types, libraries trusted as `tsc --init` does. */
const consumerTsconfig = (example: BrowserExample) => ({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    ...example.compilerOptions,
  },
  files: [example.entry],
})

type Run = (command: string, args: string[], cwd?: string) => boolean

function checkBrowserExample(example: BrowserExample, tarballs: Record<string, string>, run: Run): string[] {
  const label = `${example.name} example`
  const packed = example.packages.map((name) => tarballs[name])
  if (packed.some((tarball) => !tarball))
    return [`${label}: a tarball of ${example.packages.join(', ')} is missing`]
  const folder = mkdtempSync(join(tmpdir(), `portal-${example.name}-example-`))
  try {
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }))
    for (const [from, to] of example.files) copyFileSync(join(examples, from), join(folder, to))
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(consumerTsconfig(example)))
    const install = [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      ...(packed as string[]),
      ...example.dependencies,
    ]
    if (!run('npm', install, folder)) return [`${label}: npm install of the tarballs`]
    const started = performance.now()
    const typed = run(bin('tsc'), ['-p', folder], folder)
    console.log(
      `  consumer type-check of examples/${example.name}/${example.entry}: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    if (!typed) return [`${label}: type-check against the packed declarations`]
    const bundle = [
      example.entry,
      '--bundle',
      '--format=esm',
      '--target=es2022',
      '--outfile=main.js',
      '--log-level=warning',
    ]
    if (!run(join(folder, 'node_modules', '.bin', 'esbuild'), bundle, folder)) return [`${label}: esbuild`]
    // Spawned with the repository's Playwright and Chromium; the page and its server come from the folder alone.
    const config = join(examples, example.name, 'playwright.config.ts')
    const journey = spawnSync(bin('playwright'), ['test', '-c', config], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, EXAMPLE_DIR: folder },
    })
    return journey.status === 0 ? [] : [`${label}: the journey in Chromium`]
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

export function checkBrowserExamples(tarballs: Record<string, string>, run: Run): string[] {
  return browserExamples.flatMap((example) => checkBrowserExample(example, tarballs, run))
}
