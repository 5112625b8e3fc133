/**
 * Copies into the package in the current directory the repository's documents its README links to, and the
 * documents those link to, so a packed tarball reads on its own (issue #36): the package's `docs/` and
 * `examples/` mirror the repository's, so a README link `docs/flows/login.md` is the repository's
 * `docs/flows/login.md`, and a link from `docs/front-end.md` to `../examples/dom/main.ts` works in both places.
 * The copies are ignored by git and rebuilt by the package's `build`. A relative link that leads anywhere else
 * fails the build: a consumer would follow it to nothing.
 *
 *   cd packages/core && tsx ../../scripts/packages/ship-docs.ts
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { relativeLinks } from './links'

const repo = new URL('../..', import.meta.url).pathname
const packageDir = process.cwd()
const mirrored = ['docs', 'examples'].map((folder) => join(packageDir, folder))

/** The repository's file a package path copies, if the path is in a mirrored folder. */
function sourceOf(packagePath: string): string | null {
  const inside = mirrored.some((folder) => packagePath.startsWith(`${folder}/`))
  return inside ? join(repo, relative(packageDir, packagePath)) : null
}

for (const folder of mirrored) rmSync(folder, { recursive: true, force: true })
const pending = [join(packageDir, 'README.md')]
const seen = new Set<string>()
const problems: string[] = []
while (pending.length > 0) {
  const file = pending.pop() as string
  if (seen.has(file)) continue
  seen.add(file)
  const isReadme = file === join(packageDir, 'README.md')
  // A file of the package itself (its CHANGELOG.md) ships as it is, named in `files`.
  if (!isReadme && !sourceOf(file) && existsSync(file)) continue
  const source = isReadme ? file : sourceOf(file)
  if (!source || !existsSync(source)) {
    problems.push(`${relative(packageDir, file)}: not a file of the repository's docs/ or examples/`)
    continue
  }
  if (!isReadme) {
    mkdirSync(dirname(file), { recursive: true })
    copyFileSync(source, file)
  }
  if (!file.endsWith('.md')) continue
  for (const link of relativeLinks(readFileSync(source, 'utf8'))) {
    pending.push(resolve(dirname(file), link))
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`shipped ${seen.size - 1} files into ${relative(repo, packageDir)}/{docs,examples}`)
