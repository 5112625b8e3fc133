import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { changesetPackages, checkChangesets, undeclaredMessage } from './changeset-check'

let repo = ''

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout.trim()
}

function write(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true })
  writeFileSync(join(repo, path), text)
}

function commit(message: string) {
  git('add', '-A')
  git('commit', '-q', '-m', message)
}

const changeset = (...names: string[]) =>
  `---\n${names.map((name) => `"${name}": patch`).join('\n')}\n---\n\nA change.\n`

/** A repository laid out as this one: two packages with their reports, and the changeset folder's README. */
beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'changeset-check-'))
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'test@example.invalid')
  git('config', 'user.name', 'Test')
  for (const name of ['core', 'react']) {
    write(`packages/${name}/package.json`, JSON.stringify({ name: `@portal/${name}` }))
    write(`packages/${name}/api-report.md`, `# ${name}\n\n- \`a\`\n`)
  }
  write('.changeset/README.md', '# Changesets\n\n---\n"@portal/core": major\n---\n')
  commit('first')
  write('README.md', 'second\n')
  commit('second')
})

afterEach(() => {
  rmSync(repo, { recursive: true, force: true })
  delete process.env.CHANGESET_BASE
})

describe('on a branch: compared with the merge base with main', () => {
  beforeEach(() => git('checkout', '-q', '-b', 'feature'))

  test('a changed report without a changeset fails, naming the package and what to run', () => {
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    commit('core surface')
    const check = checkChangesets(repo)
    expect(check.undeclared).toEqual(['@portal/core'])
    expect(check.note).toBe('merge base with main')
    expect(undeclaredMessage(check)).toMatch(/@portal\/core changed since .*pnpm changeset/)
  })

  test('a changeset naming another package does not declare it; one naming it does', () => {
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    write('.changeset/other.md', changeset('@portal/react'))
    commit('core surface, react changeset')
    expect(checkChangesets(repo).undeclared).toEqual(['@portal/core'])
    write('.changeset/core.md', changeset('@portal/core'))
    commit('core changeset')
    expect(checkChangesets(repo).undeclared).toEqual([])
  })

  test('an uncommitted report change and an untracked changeset count', () => {
    write('packages/react/api-report.md', '# react\n\n- `c`\n')
    expect(checkChangesets(repo).undeclared).toEqual(['@portal/react'])
    write('.changeset/react.md', changeset('@portal/react'))
    expect(checkChangesets(repo).undeclared).toEqual([])
  })

  test('a changeset already on main does not declare a later change', () => {
    git('checkout', '-q', 'main')
    write('.changeset/old.md', changeset('@portal/core'))
    commit('pending changeset on main')
    git('checkout', '-q', '-b', 'later')
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    commit('core surface')
    expect(checkChangesets(repo).undeclared).toEqual(['@portal/core'])
  })

  test('main moving on after the branch changes nothing: only the branch is compared', () => {
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    write('.changeset/core.md', changeset('@portal/core'))
    commit('core surface and changeset')
    git('checkout', '-q', 'main')
    write('packages/react/api-report.md', '# react\n\n- `c`\n')
    write('.changeset/react.md', changeset('@portal/react'))
    commit('react on main')
    git('checkout', '-q', 'feature')
    expect(checkChangesets(repo).undeclared).toEqual([])
  })

  test('reports unchanged: passes with no changeset', () => {
    write('README.md', 'a doc change\n')
    commit('docs')
    expect(checkChangesets(repo).undeclared).toEqual([])
  })
})

describe('on main: compared with the previous commit', () => {
  test('a commit that changes a report fails without a changeset, passes with one', () => {
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    commit('core surface')
    const check = checkChangesets(repo)
    expect(check.note).toBe('on main: the previous commit')
    expect(check.undeclared).toEqual(['@portal/core'])
    write('packages/react/api-report.md', '# react\n\n- `c`\n')
    write('.changeset/both.md', changeset('@portal/core', '@portal/react'))
    commit('react surface, with its changeset')
    // Only the last commit is compared: the earlier one's undeclared change was that commit's failure.
    expect(checkChangesets(repo).undeclared).toEqual([])
  })

  test('CHANGESET_BASE sets the base', () => {
    write('packages/core/api-report.md', '# core\n\n- `b`\n')
    commit('core surface')
    write('README.md', 'third\n')
    commit('docs')
    expect(checkChangesets(repo).undeclared).toEqual([])
    process.env.CHANGESET_BASE = 'HEAD~2'
    expect(checkChangesets(repo).undeclared).toEqual(['@portal/core'])
  })
})

describe('a fresh clone', () => {
  test('a clone of a branch, with origin/main and no local main, finds its base', () => {
    const clone = mkdtempSync(join(tmpdir(), 'changeset-clone-'))
    try {
      git('checkout', '-q', '-b', 'feature')
      write('packages/core/api-report.md', '# core\n\n- `b`\n')
      commit('core surface')
      spawnSync('git', ['clone', '-q', '--branch', 'feature', repo, clone])
      expect(checkChangesets(clone)).toMatchObject({
        note: 'merge base with origin/main',
        undeclared: ['@portal/core'],
      })
    } finally {
      rmSync(clone, { recursive: true, force: true })
    }
  })

  test('a shallow clone of main says what to fetch', () => {
    const clone = mkdtempSync(join(tmpdir(), 'changeset-shallow-'))
    try {
      spawnSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone])
      expect(() => checkChangesets(clone)).toThrow(/shallow: git fetch --unshallow/)
    } finally {
      rmSync(clone, { recursive: true, force: true })
    }
  })
})

test('a changeset names the packages of its front matter only', () => {
  expect(
    changesetPackages(
      '---\n\n"@portal/core": minor\n\'@portal/react\': patch\n---\n\n"@portal/simulator": patch in prose\n',
    ),
  ).toEqual(['@portal/core', '@portal/react'])
})
