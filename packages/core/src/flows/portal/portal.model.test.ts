import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, emit, fromPromise, waitFor } from 'xstate'
import type { SystemStatus } from '../../api/schemas/system'
import { networkDown, status } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { portalMachine } from './portal.machine'
import type { PortalContext } from './portal.types'

// The session child has its own model test; here it starts without a token, so it calls nothing. The stored
// language is emitted (a test event, hence the cast), so the rules see it.
const machine = portalMachine.provide({
  actions: {
    persistLanguage: emit(
      (_, { language }: { language: string }) => ({ type: 'store.language', language }) as never,
    ),
  },
  actors: { tellServerLanguage: fromPromise<unknown, { language: string }>(async () => undefined) },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PortalContext

/** What each transition must do (spec §4 "System status at startup"), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'xstate.done.actor.loadStatus': ({ event, after, emitted }) => {
    const answer = (event as AnyEventObject & { output: SystemStatus }).output
    // Maintenance first, then a region restriction, else the portal runs (and the session starts).
    const expected = answer.maintenance ? 'maintenance' : answer.regionRestriction ? 'blocked' : 'running'
    expect(after.matches(expected)).toBe(true)
    expect(contextOf(after)).toMatchObject({ status: answer, failure: null })
    expect(contextOf(after).flags).not.toBeNull()
    expect(after.children.session === undefined).toBe(expected !== 'running')
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.loadStatus': ({ after, emitted }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).failure).toMatchObject({ kind: 'network' })
    expect(emitted).toEqual([])
  },
  'boot.retry': ({ before, after, emitted }) => {
    expect(['failed', 'maintenance', 'blocked'].some((state) => before.matches(state))).toBe(true)
    expect(after.matches('booting')).toBe(true)
    expect(emitted).toEqual([])
  },
  // In any state: applied, stored, and (fire and forget) told to the server.
  'language.change': ({ event, before, after, emitted }) => {
    const { language } = event as AnyEventObject & { language: string }
    expect(contextOf(after)).toEqual({ ...contextOf(before), language })
    expect(after.value).toEqual(before.value)
    expect(emitted).toEqual([{ type: 'store.language', language }])
  },
}

const options = {
  rules,
  events: () => [{ type: 'boot.retry' }, { type: 'language.change', language: 'CN' }] as const,
  input: { language: 'EN' },
  outputs: {
    loadStatus: [
      status(),
      status({ maintenance: true, maintenanceEnd: '2026-11-21T12:00:00Z' }),
      status({ regionRestriction: true }),
      status({ maintenance: true, regionRestriction: true }),
    ],
  },
  errors: { loadStatus: [networkDown] },
  keepActors: ['session'],
}

describe('portal model', () => {
  testModel(machine, options)
})

describe('language change', () => {
  test('is stored, applied and told to the server in any state', async () => {
    const stored: string[] = []
    const told: string[] = []
    const actor = createActor(
      portalMachine.provide({
        actions: { persistLanguage: (_, { language }) => void stored.push(language) },
        actors: {
          loadStatus: fromPromise(async () => status({ maintenance: true })),
          tellServerLanguage: fromPromise<unknown, { language: string }>(async ({ input }) => {
            told.push(input.language)
          }),
        },
      }),
      { input: { language: 'TW' } },
    ).start()
    await waitFor(actor, (snapshot) => snapshot.matches('maintenance'))
    actor.send({ type: 'language.change', language: 'AR' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.language).toBe('AR')
    expect(stored).toEqual(['AR'])
    expect(told).toEqual(['AR'])
    actor.stop()
  })
})

testTransitionCoverage(machine)
