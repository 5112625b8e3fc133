import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { networkDown, status } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { portalMachine } from './portal.machine'

// The session child has its own model test; here it starts without a token, so it calls nothing.
const machine = portalMachine.provide({
  actions: { persistLanguage: () => {} },
  actors: { tellServerLanguage: fromPromise<unknown, { language: string }>(async () => undefined) },
})

const options = {
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
