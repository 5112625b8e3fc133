/**
 * A changed public surface comes with a changeset (issue #36). `api-report.ts` makes each package's surface a
 * committed file; this check compares those files with the branch's base and fails when a package's
 * `api-report.md` differs and no changeset added (or edited) since the base names the package. Run by
 * `pnpm check:packages`, and alone:
 *
 *   tsx scripts/packages/changeset-check.ts
 *
 * The base: the merge base of HEAD with `main` (else `origin/main`: a clone of a branch has no local main) — the
 * branch's own changes, whatever main did since. On main itself (HEAD is main's tip or behind it) the base is the
 * previous commit, so a merge is checked as a whole against main before it. `CHANGESET_BASE=<rev>` sets the base.
 * A plain `git clone` has the history this needs; a shallow one fails with what to fetch. The working tree is
 * compared, untracked changesets included, so a desk sees the failure before committing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ChangesetCheck {
  /** The commit the reports are compared with; null when there is nothing to compare with (not a repository). */
  base: string | null
  /** Why there is no base, or how it was chosen. */
  note: string
  /** Packages whose api-report.md changed since the base with no changeset naming them. */
  undeclared: string[]
}

function git(cwd: string, args: string[]): { ok: boolean; out: string; err: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() }
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '')

/** The packages a changeset names: the keys of its front matter (`"@portal/core": minor`). */
export function changesetPackages(text: string): string[] {
  const front = /^\s*---\s*\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  return lines(front).flatMap((line) => {
    const match = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line)
    return match?.[1] ? [match[1]] : []
  })
}

function findBase(cwd: string): { base: string | null; note: string; error?: string } {
  const fromEnv = process.env.CHANGESET_BASE
  if (fromEnv) {
    const resolved = git(cwd, ['rev-parse', '--verify', `${fromEnv}^{commit}`])
    return resolved.ok
      ? { base: resolved.out, note: `CHANGESET_BASE=${fromEnv}` }
      : { base: null, note: '', error: `CHANGESET_BASE=${fromEnv} is not a commit of this repository` }
  }
  const main = ['main', 'origin/main'].find(
    (ref) => git(cwd, ['rev-parse', '--verify', `${ref}^{commit}`]).ok,
  )
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).out === 'true'
  const fetchHint = shallow
    ? ' This clone is shallow: git fetch --unshallow origin main (or clone without --depth).'
    : ' Fetch main (git fetch origin main), or set CHANGESET_BASE.'
  if (!main) return { base: null, note: '', error: `no main branch to compare with.${fetchHint}` }
  const head = git(cwd, ['rev-parse', 'HEAD']).out
  const mergeBase = git(cwd, ['merge-base', 'HEAD', main])
  if (!mergeBase.ok) return { base: null, note: '', error: `HEAD and ${main} share no history.${fetchHint}` }
  if (mergeBase.out !== head) return { base: mergeBase.out, note: `merge base with ${main}` }
  const previous = git(cwd, ['rev-parse', '--verify', 'HEAD~1'])
  if (!previous.ok)
    return shallow
      ? { base: null, note: '', error: `on ${main} with no previous commit.${fetchHint}` }
      : { base: null, note: `on ${main}'s first commit: nothing to compare with` }
  return { base: previous.out, note: `on ${main}: the previous commit` }
}

/** The check, over the repository at `cwd` (the root of a checkout laid out as this one). */
export function checkChangesets(cwd: string): ChangesetCheck {
  if (!git(cwd, ['rev-parse', '--is-inside-work-tree']).ok)
    return { base: null, note: 'not a git checkout: nothing to compare with', undeclared: [] }
  const { base, note, error } = findBase(cwd)
  if (error) throw new Error(`Changeset check: ${error}`)
  if (!base) return { base, note, undeclared: [] }
  // The working tree against the base: committed and uncommitted changes alike.
  const changedReports = lines(
    git(cwd, ['diff', '--name-only', '--no-renames', base, '--', 'packages/*/api-report.md']).out,
  )
  if (changedReports.length === 0) return { base, note, undeclared: [] }
  const changesets = [
    ...lines(
      git(cwd, ['diff', '--name-only', '--no-renames', '--diff-filter=AM', base, '--', '.changeset/*.md'])
        .out,
    ),
    ...lines(git(cwd, ['ls-files', '--others', '--exclude-standard', '--', '.changeset/*.md']).out),
  ].filter((file) => file !== '.changeset/README.md' && existsSync(join(cwd, file)))
  const declared = new Set(
    changesets.flatMap((file) => changesetPackages(readFileSync(join(cwd, file), 'utf8'))),
  )
  const undeclared = changedReports
    .map((report) => {
      const manifest = join(cwd, report.replace(/api-report\.md$/, 'package.json'))
      return existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name
        : (report.split('/')[1] ?? report)
    })
    .filter((name) => !declared.has(name))
  return { base, note, undeclared }
}

/** The failure's words: what differs, since when, and what to run. */
export function undeclaredMessage(check: ChangesetCheck): string {
  const since = `${check.base?.slice(0, 10)} (${check.note})`
  return `The API report of ${check.undeclared.join(', ')} changed since ${since}, and no changeset added since then names ${check.undeclared.length > 1 ? 'them' : 'it'}. Run pnpm changeset, pick ${check.undeclared.join(', ')} and the bump (.changeset/README.md says which), and commit the file it writes.`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = checkChangesets(new URL('../..', import.meta.url).pathname)
  if (check.undeclared.length > 0) {
    console.error(undeclaredMessage(check))
    process.exitCode = 1
  } else console.log(`Changesets: every changed API report is declared (${check.note}).`)
}
