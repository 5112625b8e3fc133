import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, emit, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { DomainRoute } from '../../api/schemas/domain'
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

const validDomain: DomainRoute = { valid: true, domain: 'portal.example' }
const invalidDomain: DomainRoute = { valid: false, domain: 'mirror.example' }
const malformedDomain = new ApiError({ kind: 'invalid-response', endpoint: 'domainRoute' })

/** Where boot goes once both calls are settled, or that it still waits for the one that is not. */
function expectBootSettled(after: AnyMachineSnapshot, statusLoaded: boolean, domainSettled: boolean) {
  const { domain } = contextOf(after)
  if (!statusLoaded || !domainSettled) {
    expect(after.matches('booting')).toBe(true)
    expect(after.children.session).toBeUndefined()
    return
  }
  // Spec §8 "Invalid URL": only an answer saying so closes the portal; no answer (failed, late) lets it run.
  const expected = domain?.valid === false ? 'invalidDomain' : 'running'
  expect(after.matches(expected)).toBe(true)
  expect(after.children.session === undefined).toBe(expected !== 'running')
}

/** What each transition must do (spec §4 "System status at startup"), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'xstate.done.actor.loadStatus': ({ event, before, after, emitted }) => {
    const answer = (event as AnyEventObject & { output: SystemStatus }).output
    expect(contextOf(after)).toMatchObject({ status: answer, failure: null })
    expect(contextOf(after).flags).not.toBeNull()
    expect(emitted).toEqual([])
    // Maintenance first, then a region restriction (neither waits for the domain check), else normal status.
    if (answer.maintenance) expect(after.matches('maintenance')).toBe(true)
    else if (answer.regionRestriction) expect(after.matches('blocked')).toBe(true)
    else expectBootSettled(after, true, before.matches({ booting: { domain: 'checked' } }))
    if (answer.maintenance || answer.regionRestriction) expect(after.children.session).toBeUndefined()
  },
  'xstate.error.actor.loadStatus': ({ after, emitted }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).failure).toMatchObject({ kind: 'network' })
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.checkDomain': ({ event, before, after, emitted }) => {
    const answer = (event as AnyEventObject & { output: DomainRoute }).output
    expect(contextOf(after)).toEqual({ ...contextOf(before), domain: answer })
    expect(emitted).toEqual([])
    expectBootSettled(after, before.matches({ booting: { status: 'loaded' } }), true)
  },
  // Advisory (docs/deviations.md): a failed or malformed answer, or none within the budget, is no verdict.
  'xstate.error.actor.checkDomain': ({ before, after, emitted }) => {
    expect(contextOf(after)).toEqual({ ...contextOf(before), domain: null })
    expect(emitted).toEqual([])
    expectBootSettled(after, before.matches({ booting: { status: 'loaded' } }), true)
  },
  after: ({ before, after, emitted }) => {
    expect(before.matches({ booting: { domain: 'checking' } })).toBe(true)
    expect(contextOf(after)).toEqual({ ...contextOf(before), domain: null })
    expect(emitted).toEqual([])
    expectBootSettled(after, before.matches({ booting: { status: 'loaded' } }), true)
  },
  // Raised inside the step that settles the second call (the two rules above judge where it lands).
  'xstate.done.state.portal.booting': ({ after }) => {
    expect(after.matches('running') || after.matches('invalidDomain')).toBe(true)
  },
  'boot.retry': ({ before, after, emitted }) => {
    expect(['failed', 'maintenance', 'blocked', 'invalidDomain'].some((state) => before.matches(state))).toBe(
      true,
    )
    expect(after.matches({ booting: { status: 'loading', domain: 'checking' } })).toBe(true)
    // A new boot judges the domain anew: the last verdict is forgotten.
    expect(contextOf(after).domain).toBeNull()
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
    checkDomain: [validDomain, invalidDomain],
  },
  errors: { loadStatus: [networkDown], checkDomain: [malformedDomain] },
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
          checkDomain: fromPromise(async () => validDomain),
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
