/**
 * `pnpm check:packages` (in `pnpm test`, after `build`): checks the published packages as a consumer gets them.
 * 1. packs core, react and simulator with pnpm (workspace ranges rewritten, `files` applied);
 * 2. lints each tarball with publint (strict: warnings fail) and @arethetypeswrong/cli (ESM-only profile), and
 *    reads it as a consumer would (`tarball-rules.ts`): every export target shipped, no condition pointing at
 *    unshipped source, a repository, every relative link of its Markdown resolving inside it;
 * 3. compiles `consumer/uses-every-entry.ts` and the headless example against the built declarations with
 *    `skipLibCheck` off and Node's module resolution, without the repo's `source` condition;
 * 4. runs the headless example on Node against the built packages, over HTTP;
 * 5. compares each package's public surface, from its built declarations, with its committed api-report.md
 *    (`api-report.ts`): an undeclared change to the surface fails; and a report that differs from the branch's base
 *    with no changeset naming its package fails too (`changeset-check.ts`);
 * 6. installs the tarballs with npm in an empty folder outside the repo, as an outside team would, type-checks and
 *    bundles the plain-DOM and the React examples there and drives their journeys in Chromium
 *    (`browser-examples.ts`).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { staleReports } from './api-report'
import { checkBrowserExamples } from './browser-examples'
import { checkChangesets, undeclaredMessage } from './changeset-check'
import { tarballProblems } from './tarball-rules'

const root = new URL('../..', import.meta.url).pathname
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const packages = ['core', 'react', 'simulator']

function run(command: string, args: string[], cwd = root): boolean {
  console.log(`\n$ ${[command, ...args].map((part) => part.replace(root, '')).join(' ')}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  return result.status === 0
}

/** pnpm itself: the one running this script (`npm_execpath`), else the root's `packageManager` through npx. */
function pnpm(args: string[], cwd: string): boolean {
  const execPath = process.env.npm_execpath
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath)
      ? run(process.execPath, [execPath, ...args], cwd)
      : run(execPath, args, cwd)
  }
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager: string
  }
  return run('npx', ['-y', packageManager, ...args], cwd)
}

const failures: string[] = []
const packDir = mkdtempSync(join(tmpdir(), 'portal-pack-'))
const tarballs: Record<string, string> = {}
try {
  for (const name of packages) {
    const packageDir = join(root, 'packages', name)
    const before = new Set(readdirSync(packDir))
    if (!pnpm(['pack', '--pack-destination', packDir], packageDir)) {
      failures.push(`${name}: pnpm pack`)
      continue
    }
    const tarball = readdirSync(packDir).find((file) => !before.has(file))
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`)
    const path = join(packDir, tarball)
    tarballs[name] = path
    if (!run(bin('publint'), ['run', path, '--strict'])) failures.push(`${name}: publint`)
    if (!run(bin('attw'), [path, '--profile', 'esm-only', '--format', 'table-flipped']))
      failures.push(`${name}: attw`)
    const unpacked = join(packDir, name)
    mkdirSync(unpacked)
    if (!run('tar', ['-xzf', path, '-C', unpacked])) failures.push(`${name}: tar`)
    const problems = tarballProblems(join(unpacked, 'package'))
    for (const problem of problems) console.error(`  ✗ ${problem}`)
    if (problems.length > 0) failures.push(`${name}: ${problems.length} problems in the tarball`)
    else console.log(`  ✓ ${name}: exports, repository and links stand alone`)
  }
  failures.push(...checkBrowserExamples(tarballs, run))
} finally {
  rmSync(packDir, { recursive: true, force: true })
}

// Inside the repo, so `@portal/*` resolve through the root's node_modules links to the built packages, and
// their own dependencies from each package's node_modules, as installed.
const consumerDir = join(root, 'node_modules', '.cache', 'package-consumer')
mkdirSync(consumerDir, { recursive: true })
writeFileSync(
  join(consumerDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      types: ['node'],
      allowImportingTsExtensions: true,
    },
    files: [
      join(root, 'scripts', 'packages', 'consumer', 'uses-every-entry.ts'),
      join(root, 'examples', 'headless', 'run.ts'),
    ],
  }),
)
writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ type: 'module', private: true }))
if (!run(bin('tsc'), ['-p', consumerDir]))
  failures.push('declarations: consumer compile with skipLibCheck off')

const stale = staleReports(false)
if (stale.length > 0) {
  console.error(
    `\nThe public surface of ${stale.join(', ')} differs from its committed api-report.md. If intended: pnpm api-report --update, review the diff, and add a changeset (pnpm changeset; policy in .changeset/README.md).`,
  )
  failures.push(`API report: ${stale.join(', ')}`)
} else console.log('  ✓ API reports: every package’s surface is the committed one')

try {
  const changesets = checkChangesets(root)
  if (changesets.undeclared.length > 0) {
    console.error(`\n${undeclaredMessage(changesets)}`)
    failures.push(`changeset: ${changesets.undeclared.join(', ')}`)
  } else
    console.log(`  ✓ Changesets: every API report changed since the base is declared (${changesets.note})`)
} catch (error) {
  console.error(`\n${(error as Error).message}`)
  failures.push('changeset check: no base')
}

// Node runs the example's TypeScript itself; `@portal/*` resolve to the builds, as for any Node program.
if (!run(process.execPath, [join(root, 'examples', 'headless', 'run.ts')]))
  failures.push('headless example on Node')

if (failures.length > 0) {
  console.error(`\nPackage checks failed: ${failures.join('; ')}`)
  process.exitCode = 1
} else {
  console.log(
    '\nPackage checks passed: publint, attw, the tarballs, the consumer compile, the headless example on the builds and the DOM and React examples on the packed packages.',
  )
}
