/**
 * Copies into the package in the current directory the repository's documents its README links to, and the
 * documents those link to, so a packed tarball reads on its own (issue #36): a README link `docs/flows/login.md`
 * is the repository's `docs/flows/login.md`, and `docs/examples/headless/tour.ts` is `examples/headless/tour.ts`.
 * The copies (`packages/<name>/docs/`) are ignored by git and rebuilt by the package's `build`. A relative link
 * that leads outside the package's `docs/` fails the build: a consumer would follow it to nothing.
 *
 *   cd packages/core && tsx ../../scripts/packages/ship-docs.ts
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { relativeLinks } from './links'

const repo = new URL('../..', import.meta.url).pathname
const packageDir = process.cwd()
const shipped = join(packageDir, 'docs')

/** Where a shipped file comes from in the repository: `docs/examples/…` from `examples/…`, other `docs/…` as is. */
function sourceOf(packagePath: string): string {
  const inDocs = relative(shipped, packagePath)
  return inDocs.startsWith('examples/') ? join(repo, inDocs) : join(repo, 'docs', inDocs)
}

rmSync(shipped, { recursive: true, force: true })
const pending = [join(packageDir, 'README.md')]
const seen = new Set<string>()
const problems: string[] = []
while (pending.length > 0) {
  const file = pending.pop() as string
  if (seen.has(file)) continue
  seen.add(file)
  const isReadme = file === join(packageDir, 'README.md')
  const source = isReadme ? file : sourceOf(file)
  if (!existsSync(source)) {
    problems.push(`${relative(packageDir, file)}: no ${relative(repo, source)} to ship`)
    continue
  }
  if (!isReadme) {
    mkdirSync(dirname(file), { recursive: true })
    copyFileSync(source, file)
  }
  if (!file.endsWith('.md')) continue
  for (const link of relativeLinks(readFileSync(source, 'utf8'))) {
    const target = resolve(dirname(file), link)
    if (!target.startsWith(`${shipped}/`)) {
      problems.push(`${relative(repo, source)} links to ${link}, outside what the package ships`)
      continue
    }
    pending.push(target)
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`shipped ${seen.size - 1} documents into ${relative(repo, shipped)}`)
