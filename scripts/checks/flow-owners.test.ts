import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importGraph } from './import-graph'

/**
 * One owner per fact, events between owners (docs/architecture.md, issue 34): a flow of the core announces what
 * happened on the member's events port and never pokes another flow (`session()?.send({ type:
 * 'balance.refresh' })`, `flows.get(walletFlow)?.send(…)`) nor imports another flow's factory or shared-flow
 * declaration to drive it. The session takes identity commands only (a sign-in, an expiry, a sign-out).
 */
const flowsRoot = join(import.meta.dirname, '../../packages/core/src/flows')
const graph = importGraph(flowsRoot)
const harness = /\.(test|fixtures)\.ts$/
const sources = [...graph.keys()].filter((file) => !harness.test(file))
const folderOf = (file: string) => file.split('/')[0] ?? ''
const textOf = (file: string) => readFileSync(join(flowsRoot, file), 'utf8')

/** What the session, the owner of identity, may be told: who signed in, that the session ended, sign-out. */
const identityCommands = new Set([
  'session.start',
  'session.expired',
  'session.passwordChanged',
  'logout.request',
  'logout.confirm',
])

/** `x.send({ type: 'a.b' …` where x is the session or a shared flow asked of the registry. */
const sendToAnother = /(session\(\)|flows\.get\([^)]*\))\??\.send\(\s*\{\s*type:\s*'([^']+)'/g

function pokesIn(file: string, text: string): string[] {
  return [...text.matchAll(sendToAnother)]
    .filter(([, target, type]) => !(target?.startsWith('session') && identityCommands.has(type ?? '')))
    .map(([, , type]) => `${file} → ${type}`)
}

function pokes(): string[] {
  return sources.flatMap((file) => pokesIn(file, textOf(file)))
}

/**
 * Imports of another flow folder's factory (`create-….ts`), or of the realtime flow and its messages: the
 * member's channel is heard through the member's events port, never followed on one's own (the connection and
 * its backoff are the transport the sports feed shares, not the member's channel).
 */
function reachesIntoOthers(): string[] {
  return sources.flatMap((file) =>
    (graph.get(file) ?? [])
      .filter((target) => !target.startsWith('../') && folderOf(target) !== folderOf(file))
      .filter((target) =>
        /\/create-[a-z-]+\.ts$|^realtime\/(?!realtime\.(backoff|connection)\.ts$)/.test(target),
      )
      .map((target) => `${file} → ${target}`),
  )
}

describe('flows own their facts and announce the rest', () => {
  test('the check has flows to read, and knows a poke when it sees one', () => {
    expect(sources.length).toBeGreaterThan(100)
    // What the flows did before issue 34, and what a sign-in does.
    expect(
      pokesIn(
        'x.ts',
        "portal.deps.session()?.send({ type: 'balance.refresh' })\nflows.get(walletFlow)?.send({ type: 'wallet.refresh' })",
      ),
    ).toEqual(['x.ts → balance.refresh', 'x.ts → wallet.refresh'])
    expect(pokesIn('x.ts', "deps.session()?.send({ type: 'session.start', token })")).toEqual([])
  })

  test('no flow sends another flow an event, nor the session anything but an identity command', () => {
    expect(pokes()).toEqual([])
  })

  test("no flow imports another flow's factory, nor follows the real-time channel on its own", () => {
    expect(reachesIntoOthers()).toEqual([])
  })

  test('the balance and the unread count are asked of no one but their owners', () => {
    const asked = sources.filter((file) => /'(balance|messages)\.refresh'/.test(textOf(file)))
    expect(asked).toEqual([])
  })
})
