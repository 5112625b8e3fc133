/**
 * What a packed package must be to stand alone (issue #36), read from the unpacked tarball: its manifest names
 * only files it ships (no `source` condition pointing at `src/`, which is not shipped), it says where its
 * repository is and what its licence means, and every relative link in its Markdown leads to a file inside it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { relativeLinks } from './links'

type Conditions = string | { [condition: string]: Conditions }

interface Manifest {
  name: string
  license?: string
  repository?: { url?: string; directory?: string }
  exports?: Record<string, Conditions>
  bin?: Record<string, string>
}

/** Every `condition → file` of an exports map, nested conditions flattened (`import.types`…). */
function targets(conditions: Conditions, path = ''): [string, string][] {
  if (typeof conditions === 'string') return [[path, conditions]]
  return Object.entries(conditions).flatMap(([name, inner]) =>
    targets(inner, path ? `${path}.${name}` : name),
  )
}

export function tarballProblems(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest
  const problems: string[] = []
  if (!manifest.repository?.url || !manifest.repository.directory)
    problems.push('package.json has no repository (url and directory)')
  for (const [entry, conditions] of Object.entries(manifest.exports ?? {})) {
    for (const [condition, file] of targets(conditions)) {
      if (condition.split('.').includes('source'))
        problems.push(`exports["${entry}"] keeps the workspace-only "source" condition (${file})`)
      if (!existsSync(join(packageDir, file)))
        problems.push(`exports["${entry}"].${condition} names ${file}, which is not in the tarball`)
    }
  }
  for (const file of Object.values(manifest.bin ?? {}))
    if (!existsSync(join(packageDir, file))) problems.push(`bin ${file} is not in the tarball`)
  const markdown = readdirSync(packageDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.md'),
  )
  for (const file of markdown) {
    const text = readFileSync(join(packageDir, file), 'utf8')
    for (const link of relativeLinks(text)) {
      const target = resolve(dirname(join(packageDir, file)), link)
      if (!target.startsWith(`${packageDir}/`) || !existsSync(target))
        problems.push(`${file} links to ${link}, which is not in the tarball`)
    }
  }
  const readme = markdown.includes('README.md') ? readFileSync(join(packageDir, 'README.md'), 'utf8') : ''
  if (readme === '') problems.push('no README.md')
  if (manifest.license === 'UNLICENSED' && !/^## Licence$/m.test(readme))
    problems.push('license UNLICENSED with no "## Licence" section in the README saying what it means')
  return problems
}
